import Box from '@mui/material/Box';

const samples = [
  { code: 'border: 1', sx: { border: 1 } },
  { code: 'borderTop: 1', sx: { borderTop: 1 } },
  { code: 'borderBottom: 2', sx: { borderBottom: 2 } },
  { code: "border: '1px dashed'", sx: { border: '1px dashed' } },
  { code: 'borderInlineStart: 4px solid', sx: { borderInlineStart: '4px solid' } },
  { code: 'border: 0', sx: { border: 0 } },
];

export default function BorderSides() {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
    >
      {samples.map((sample) => (
        <Box
          key={sample.code}
          component="code"
          sx={[
            { p: 2, bgcolor: 'action.hover', color: 'text.primary', borderColor: 'primary.main' },
            sample.sx,
          ]}
        >
          {sample.code}
        </Box>
      ))}
    </Box>
  );
}
