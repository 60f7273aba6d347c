import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function CircularProgressWithLabel({ value, label }: { value: number; label: string }) {
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      {/* A grey track under the colored arc shows how much is left. */}
      <CircularProgress
        variant="determinate"
        value={100}
        size={64}
        sx={{ color: 'action.hover', position: 'absolute' }}
        aria-hidden
      />
      <CircularProgress variant="determinate" value={value} size={64} aria-label={label} />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Typography variant="caption" component="span" color="text.secondary" aria-hidden>
          {`${Math.round(value)}%`}
        </Typography>
      </Box>
    </Box>
  );
}

export default function CircularWithLabel() {
  const [progress, setProgress] = React.useState(10);

  React.useEffect(() => {
    // Simulated upload: 10% more every 800 ms, then start again.
    const timer = setInterval(() => {
      setProgress((previous) => (previous >= 100 ? 0 : previous + 10));
    }, 800);
    return () => clearInterval(timer);
  }, []);

  return (
    <Stack direction="row" spacing={4} alignItems="center">
      <CircularProgressWithLabel value={progress} label="Uploading holiday-photos.zip" />
      <CircularProgressWithLabel value={72} label="Storage used" />
    </Stack>
  );
}
