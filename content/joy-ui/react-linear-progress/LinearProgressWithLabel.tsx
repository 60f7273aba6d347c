import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

export default function LinearProgressWithLabel() {
  return (
    <LinearProgress
      determinate
      value={64}
      variant="outlined"
      color="success"
      aria-label="Course progress"
      sx={{
        maxWidth: 420,
        '--LinearProgress-radius': '20px',
        '--LinearProgress-thickness': '28px',
        '--LinearProgress-progressThickness': '22px',
      }}
    >
      {/* A pill in the surface color keeps the text readable over the bar and the track. */}
      <Typography
        level="body-xs"
        fontWeight="lg"
        textColor="text.primary"
        sx={{ zIndex: 1, bgcolor: 'background.surface', px: 1, borderRadius: 'xl' }}
      >
        Module 7 of 11 · 64%
      </Typography>
    </LinearProgress>
  );
}
