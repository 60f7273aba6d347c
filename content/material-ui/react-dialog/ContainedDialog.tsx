import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

export default function ContainedDialog() {
  const panelRef = React.useRef<HTMLDivElement>(null);
  const [open, setOpen] = React.useState(false);

  return (
    <Box
      ref={panelRef}
      // The dialog is positioned against this box, so it needs a position and a height.
      sx={{
        position: 'relative',
        // A stacking context of its own: the dialog's z-index does not reach the page around it.
        isolation: 'isolate',
        height: 320,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
      }}
    >
      <Typography variant="subtitle1" component="h3">
        Build #1287 · main
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Running for 6 min 12 s on runner linux-x64-04.
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Cancel build
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        // Mount the dialog in the panel instead of at the end of <body>…
        container={() => panelRef.current}
        // …and keep the page scrollable, since only the panel is covered.
        disableScrollLock
        sx={{ position: 'absolute', '& .MuiBackdrop-root': { position: 'absolute' } }}
      >
        <DialogTitle>Cancel build #1287?</DialogTitle>
        <DialogContent>
          <DialogContentText>Steps that already finished keep their logs.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setOpen(false)}>
            Keep running
          </Button>
          <Button color="error" onClick={() => setOpen(false)}>
            Stop build
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
