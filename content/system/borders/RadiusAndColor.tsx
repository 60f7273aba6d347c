import Box from '@mui/material/Box';

const radii: { code: string; radius: number | string }[] = [
  { code: 'borderRadius: 0', radius: 0 },
  { code: 'borderRadius: 1', radius: 1 },
  { code: 'borderRadius: 2', radius: 2 },
  { code: 'borderRadius: 4', radius: 4 },
  { code: "borderRadius: '999px'", radius: '999px' },
];

const colors = ['divider', 'primary.main', 'secondary.main', 'success.main', 'error.main'];

export default function RadiusAndColor() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {radii.map((sample) => (
          <Box
            key={sample.code}
            component="code"
            sx={{
              px: 2,
              py: 1.5,
              border: 2,
              borderColor: 'primary.main',
              borderRadius: sample.radius,
            }}
          >
            {sample.code}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {colors.map((color) => (
          <Box
            key={color}
            component="code"
            sx={{ px: 2, py: 1.5, border: 2, borderColor: color, borderRadius: 1 }}
          >
            borderColor: &apos;{color}&apos;
          </Box>
        ))}
      </Box>
    </Box>
  );
}
