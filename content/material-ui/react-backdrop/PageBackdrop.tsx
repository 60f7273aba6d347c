import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PageBackdrop() {
  const [open, setOpen] = React.useState(false);
  const [status, setStatus] = React.useState('');

  const generate = () => {
    setOpen(true);
    setStatus('Generating the annual report…');
    setTimeout(() => {
      setOpen(false);
      setStatus('The annual report is ready.');
    }, 2500);
  };

  return (
    <Stack spacing={1} alignItems="flex-start">
      <Button variant="contained" onClick={generate} disabled={open}>
        Generate annual report
      </Button>
      {/* The backdrop is aria-hidden: screen readers learn about the wait from this text. */}
      <Typography variant="body2" color="text.secondary" role="status">
        {status}
      </Typography>
      <Backdrop
        open={open}
        // Above app bars and drawers; a Backdrop alone has no z-index.
        sx={{ color: 'common.white', zIndex: (theme) => theme.zIndex.drawer + 1 }}
      >
        <CircularProgress color="inherit" />
      </Backdrop>
    </Stack>
  );
}
