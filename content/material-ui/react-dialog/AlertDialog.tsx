import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

export default function AlertDialog() {
  const [open, setOpen] = React.useState(false);
  const [status, setStatus] = React.useState('The draft "Quarterly roadmap" has unsaved edits.');

  const handleClose = (discard: boolean) => {
    setOpen(false);
    setStatus(discard ? 'Your edits were discarded.' : 'You kept editing the draft.');
  };

  return (
    <React.Fragment>
      <Typography variant="body2" sx={{ mb: 2 }} role="status">
        {status}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Discard changes
      </Button>
      <Dialog
        open={open}
        // Escape and a click on the backdrop cancel, like the "Keep editing" button.
        onClose={() => handleClose(false)}
        aria-describedby="discard-dialog-description"
      >
        <DialogTitle>Discard unsaved changes?</DialogTitle>
        <DialogContent>
          <DialogContentText id="discard-dialog-description">
            The edits you made to “Quarterly roadmap” since 10:42 will be lost. This cannot be
            undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          {/* The safe choice comes first and takes the focus. */}
          <Button autoFocus onClick={() => handleClose(false)}>
            Keep editing
          </Button>
          <Button color="error" onClick={() => handleClose(true)}>
            Discard
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
