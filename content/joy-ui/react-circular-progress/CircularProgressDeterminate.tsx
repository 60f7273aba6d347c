import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';

const TOTAL_FILES = 20;

export default function CircularProgressDeterminate() {
  const [uploaded, setUploaded] = React.useState(0);
  const [running, setRunning] = React.useState(false);
  const percent = Math.round((uploaded / TOTAL_FILES) * 100);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    // Stands in for upload progress events: one file every 150 ms.
    const timer = setInterval(() => {
      setUploaded((value) => {
        if (value + 1 >= TOTAL_FILES) {
          setRunning(false);
        }
        return Math.min(value + 1, TOTAL_FILES);
      });
    }, 150);
    return () => clearInterval(timer);
  }, [running]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
      <CircularProgress
        determinate
        value={percent}
        size="lg"
        color={percent === 100 ? 'success' : 'primary'}
        aria-label="Upload progress"
        aria-valuetext={`${uploaded} of ${TOTAL_FILES} files`}
        sx={{ '--CircularProgress-size': '80px' }}
      >
        <Typography level="title-sm">{percent}%</Typography>
      </CircularProgress>
      <div>
        <Typography level="title-md">
          {uploaded} of {TOTAL_FILES} files
        </Typography>
        <Button
          size="sm"
          sx={{ mt: 1 }}
          disabled={running}
          onClick={() => {
            setUploaded(0);
            setRunning(true);
          }}
        >
          {uploaded === 0 ? 'Start upload' : 'Upload again'}
        </Button>
      </div>
    </Box>
  );
}
