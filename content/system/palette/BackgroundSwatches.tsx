import Box from '@mui/material/Box';

const swatches = [
  { bgcolor: 'primary.main', color: 'primary.contrastText' },
  { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  { bgcolor: 'error.dark', color: 'error.contrastText' },
  { bgcolor: 'success.dark', color: 'success.contrastText' },
  { bgcolor: 'background.paper', color: 'text.primary' },
  { bgcolor: 'action.selected', color: 'text.primary' },
  { bgcolor: 'grey.200', color: 'grey.900' },
  { bgcolor: 'grey.800', color: 'common.white' },
];

export default function BackgroundSwatches() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
      }}
    >
      {swatches.map((swatch) => (
        <Box
          key={swatch.bgcolor}
          sx={{ ...swatch, p: 2, borderRadius: 1, border: 1, borderColor: 'divider' }}
        >
          <Box component="code" sx={{ display: 'block', fontSize: 13 }}>
            bgcolor: &apos;{swatch.bgcolor}&apos;
          </Box>
          <Box component="code" sx={{ display: 'block', fontSize: 13 }}>
            color: &apos;{swatch.color}&apos;
          </Box>
        </Box>
      ))}
    </Box>
  );
}
