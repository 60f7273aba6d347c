import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';

export default function AlertActions() {
  const [showUpdate, setShowUpdate] = React.useState(true);
  const [showCookie, setShowCookie] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {/* onClose alone adds a close button, labeled by `closeText` ("Close"). */}
      <Collapse in={showUpdate}>
        <Alert severity="info" onClose={() => setShowUpdate(false)}>
          Version 4.2 is out: offline mode and faster search.
        </Alert>
      </Collapse>
      {/* `action` replaces the close button with your own controls. */}
      <Collapse in={showCookie}>
        <Alert
          severity="warning"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={() => setShowCookie(false)}>
                Reconnect
              </Button>
              <Button color="inherit" size="small" onClick={() => setShowCookie(false)}>
                Later
              </Button>
            </Stack>
          }
        >
          Your Google Drive connection expired.
        </Alert>
      </Collapse>
      <Button
        variant="outlined"
        disabled={showUpdate && showCookie}
        onClick={() => {
          setShowUpdate(true);
          setShowCookie(true);
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        Show the alerts again
      </Button>
    </Stack>
  );
}
