import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WifiOffIcon from '@mui/icons-material/WifiOff';

export default function BannerFromAlert() {
  const [open, setOpen] = React.useState(true);

  return (
    <Stack spacing={2}>
      <Collapse in={open}>
        <Alert
          severity="info"
          icon={<WifiOffIcon fontSize="inherit" />}
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={() => setOpen(false)}>
                Dismiss
              </Button>
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                onClick={() => setOpen(false)}
              >
                Retry sync
              </Button>
            </Stack>
          }
        >
          <AlertTitle>You are offline</AlertTitle>
          Changes to your notes are saved on this device and uploaded when the connection returns.
        </Alert>
      </Collapse>
      {!open && (
        <Button variant="text" sx={{ alignSelf: 'flex-start' }} onClick={() => setOpen(true)}>
          Show the banner again
        </Button>
      )}
      <Typography variant="body2" color="text.secondary">
        Meeting notes · Product sync · last edited 10:42
      </Typography>
    </Stack>
  );
}
