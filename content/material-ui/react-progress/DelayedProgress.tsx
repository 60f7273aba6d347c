import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Status = 'idle' | 'loading' | 'done';

export default function DelayedProgress() {
  const [status, setStatus] = React.useState<Status>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout>>();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const search = (duration: number) => {
    clearTimeout(timer.current);
    setStatus('loading');
    timer.current = setTimeout(() => setStatus('done'), duration);
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => search(300)}>
          Fast search (300 ms)
        </Button>
        <Button variant="outlined" onClick={() => search(3000)}>
          Slow search (3 s)
        </Button>
      </Stack>
      {/* Reserve the spinner's room so nothing moves when it appears. */}
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center', gap: 2 }}>
        {/* The spinner fades in only after 800 ms: a fast answer never flashes it. */}
        <Fade
          in={status === 'loading'}
          style={{ transitionDelay: status === 'loading' ? '800ms' : '0ms' }}
          unmountOnExit
        >
          <CircularProgress size={32} aria-label="Searching" />
        </Fade>
        <Typography role="status" variant="body2" color="text.secondary">
          {status === 'done' ? '24 results for “standing desk”.' : ''}
        </Typography>
      </Box>
    </Stack>
  );
}
