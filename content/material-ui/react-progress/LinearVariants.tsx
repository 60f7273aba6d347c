import * as React from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinearVariants() {
  const [progress, setProgress] = React.useState(20);
  const [buffer, setBuffer] = React.useState(30);

  React.useEffect(() => {
    const timer = setInterval(() => {
      setProgress((previous) => (previous >= 100 ? 0 : previous + 5));
      setBuffer((previous) => (previous >= 100 ? 10 : Math.min(previous + 8, 100)));
    }, 700);
    return () => clearInterval(timer);
  }, []);

  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <div>
        <Typography id="sync-label" variant="body2" gutterBottom>
          Syncing contacts (indeterminate)
        </Typography>
        <LinearProgress aria-labelledby="sync-label" />
      </div>
      <div>
        <Typography id="install-label" variant="body2" gutterBottom>
          Installing update: {progress}% (determinate)
        </Typography>
        <LinearProgress variant="determinate" value={progress} aria-labelledby="install-label" />
      </div>
      <div>
        <Typography id="video-label" variant="body2" gutterBottom>
          Streaming video (buffer: loaded ahead of the playhead)
        </Typography>
        <LinearProgress
          variant="buffer"
          value={Math.min(progress, buffer)}
          valueBuffer={buffer}
          aria-labelledby="video-label"
        />
      </div>
      <div>
        <Typography id="query-label" variant="body2" gutterBottom>
          Contacting the server (query)
        </Typography>
        <LinearProgress variant="query" color="secondary" aria-labelledby="query-label" />
      </div>
    </Stack>
  );
}
