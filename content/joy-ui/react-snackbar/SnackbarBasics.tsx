import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';

export default function SnackbarBasics() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button onClick={() => setOpen(true)}>Copy invite link</Button>
      <Snackbar
        open={open}
        autoHideDuration={4000}
        color="success"
        startDecorator={<CheckCircleRounded />}
        onClose={(_event, reason) => {
          // Keep the message when the user clicks elsewhere on the page.
          if (reason === 'clickaway') {
            return;
          }
          setOpen(false);
        }}
      >
        <span role="status">Invite link copied to the clipboard.</span>
      </Snackbar>
    </React.Fragment>
  );
}
