import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export default function BlurredDialogBackdrop() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open with a blurred backdrop
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        // Every modal component renders a Backdrop: style it through its class.
        sx={{
          '& .MuiBackdrop-root': {
            backdropFilter: 'blur(4px)',
            backgroundColor: 'rgba(15, 23, 42, 0.4)',
          },
        }}
      >
        <DialogTitle>Session expiring</DialogTitle>
        <DialogContent>
          <DialogContentText>
            You will be signed out in 2 minutes because you have been inactive.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Sign out</Button>
          <Button variant="contained" onClick={() => setOpen(false)} autoFocus>
            Stay signed in
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
