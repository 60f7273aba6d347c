import * as React from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

interface Notice {
  severity: AlertColor;
  text: string;
}

export default function AlertSnackbar() {
  const [notice, setNotice] = React.useState<Notice>({ severity: 'success', text: '' });
  const [open, setOpen] = React.useState(false);

  const show = (next: Notice) => {
    setNotice(next);
    setOpen(true);
  };

  const handleClose = (event?: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={1}>
      <Button
        variant="outlined"
        onClick={() => show({ severity: 'success', text: 'Invoice INV-2041 sent to the client.' })}
      >
        Send invoice
      </Button>
      <Button
        variant="outlined"
        color="error"
        onClick={() =>
          show({ severity: 'error', text: 'Upload failed: the file is larger than 25 MB.' })
        }
      >
        Upload a 40 MB file
      </Button>
      <Snackbar open={open} autoHideDuration={5000} onClose={handleClose}>
        {/* The Alert replaces the default SnackbarContent: its role, color and icon apply. */}
        <Alert
          onClose={handleClose}
          severity={notice.severity}
          // The standard variant keeps 4.5:1 text contrast in both modes; a shadow lifts it.
          sx={{ width: '100%', boxShadow: 6 }}
        >
          {notice.text}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
