import Box from '@mui/material/Box';

const files = [
  { name: 'quarterly-financial-report-2024-q3-final-reviewed-by-legal.pdf', size: '2.4 MB' },
  { name: 'team-offsite-photos.zip', size: '148 MB' },
  { name: 'customer-interview-notes-berlin-munich-hamburg-cologne.docx', size: '86 KB' },
];

export default function TruncatedFileNames() {
  return (
    <Box
      component="ul"
      aria-label="Uploaded files"
      sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: 360 }}
    >
      {files.map((file) => (
        <Box
          component="li"
          key={file.name}
          sx={{ display: 'flex', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <Box
            component="span"
            title={file.name}
            sx={{
              flex: 1,
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {file.name}
          </Box>
          <Box
            component="span"
            sx={{ flexShrink: 0, color: 'text.secondary', whiteSpace: 'nowrap' }}
          >
            {file.size}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
