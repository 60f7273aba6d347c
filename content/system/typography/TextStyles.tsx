import Box from '@mui/material/Box';

const samples = [
  { code: "fontWeight: 'light'", sx: { fontWeight: 'light' } },
  { code: "fontWeight: 'medium'", sx: { fontWeight: 'medium' } },
  { code: "fontWeight: 'bold'", sx: { fontWeight: 'bold' } },
  { code: "fontSize: 'h6.fontSize'", sx: { fontSize: 'h6.fontSize' } },
  { code: "fontStyle: 'italic'", sx: { fontStyle: 'italic' } },
  { code: "fontFamily: 'monospace'", sx: { fontFamily: 'monospace' } },
  { code: 'letterSpacing: 4', sx: { letterSpacing: 4 } },
  { code: "textTransform: 'uppercase'", sx: { textTransform: 'uppercase' } },
  { code: "textAlign: 'end'", sx: { textAlign: 'end' } },
] as const;

export default function TextStyles() {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {samples.map((sample) => (
        <Box
          key={sample.code}
          sx={{ display: 'grid', gridTemplateColumns: { sm: '220px 1fr' }, gap: { sm: 2 } }}
        >
          <Box component="code" sx={{ fontSize: 13, color: 'text.secondary' }}>
            {sample.code}
          </Box>
          <Box sx={sample.sx}>Harvest festival on Saturday</Box>
        </Box>
      ))}
    </Box>
  );
}
