import Box from '@mui/material/Box';

const colors = [
  'text.primary',
  'text.secondary',
  'primary.main',
  'secondary.main',
  'error.main',
  'success.main',
];

export default function TextColors() {
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: 'repeat(2, 1fr)' } }}>
      {colors.map((color) => (
        <Box key={color} sx={{ color, fontWeight: 'medium' }}>
          <Box component="code" sx={{ fontSize: 14 }}>
            color: &apos;{color}&apos;
          </Box>
          <Box component="span" sx={{ display: 'block', typography: 'body2' }}>
            Your order ships tomorrow.
          </Box>
        </Box>
      ))}
    </Box>
  );
}
