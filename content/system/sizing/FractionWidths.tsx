import Box from '@mui/material/Box';

const widths: { code: string; width: number | string }[] = [
  { code: 'width: 1/4', width: 1 / 4 },
  { code: 'width: 1/2', width: 1 / 2 },
  { code: 'width: 3/4', width: 3 / 4 },
  { code: 'width: 1', width: 1 },
  { code: 'width: 240', width: 240 },
  { code: "width: 'auto'", width: 'auto' },
];

export default function FractionWidths() {
  return (
    <Box sx={{ display: 'grid', gap: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
      {widths.map((sample) => (
        <Box
          key={sample.code}
          component="code"
          sx={{
            width: sample.width,
            justifySelf: sample.width === 'auto' ? 'start' : 'stretch',
            px: 1,
            py: 0.5,
            borderRadius: 0.5,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            whiteSpace: 'nowrap',
          }}
        >
          {sample.code}
        </Box>
      ))}
    </Box>
  );
}
