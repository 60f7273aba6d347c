import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export default function ResponsiveBanner() {
  return (
    <Box
      component="aside"
      aria-label="Conference announcement"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { xs: 'stretch', md: 'center' },
        gap: [1.5, 2, 3], // xs, sm, md and up
        p: [2, 3],
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Box sx={{ flexGrow: 1 }}>
        <Box component="p" sx={{ m: 0, typography: { xs: 'subtitle1', md: 'h6' } }}>
          React Summit early-bird tickets end Friday
        </Box>
        <Box component="p" sx={{ m: 0, typography: 'body2', display: { xs: 'none', sm: 'block' } }}>
          Two days of talks and workshops in Amsterdam, June 12–13.
        </Box>
      </Box>
      <Button variant="contained" color="secondary" sx={{ flexShrink: 0 }}>
        Get a ticket
      </Button>
    </Box>
  );
}
