import Box from '@mui/system/Box';

// MUI System's default theme has spacing, breakpoints and shape, but no colors:
// the border uses a translucent gray that reads on light and dark backgrounds.
export default function FirstStyledCard() {
  return (
    <Box
      component="section"
      aria-label="Order status"
      sx={{
        maxWidth: 360,
        p: 2,
        border: 1,
        borderColor: 'rgba(128, 128, 128, 0.5)',
        borderRadius: 2,
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <Box component="p" sx={{ m: 0, fontWeight: 600 }}>
        Order #4821 has shipped
      </Box>
      <Box component="p" sx={{ mt: 1, mb: 0, fontSize: 14 }}>
        Estimated delivery: Thursday, March 14
      </Box>
    </Box>
  );
}
