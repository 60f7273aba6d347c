import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import CloseRounded from '@mui/icons-material/CloseRounded';
import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import CookieRounded from '@mui/icons-material/CookieRounded';

export default function AlertActions() {
  const [showOffline, setShowOffline] = React.useState(true);
  const [showCookies, setShowCookies] = React.useState(true);

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 560, minHeight: 120 }}>
      {showOffline && (
        <Alert
          color="warning"
          startDecorator={<CloudOffRounded />}
          endDecorator={
            <Button size="sm" variant="solid" color="warning" onClick={() => setShowOffline(false)}>
              Retry
            </Button>
          }
        >
          You are offline. Changes are kept on this device.
        </Alert>
      )}
      {showCookies && (
        <Alert
          role="status"
          variant="outlined"
          color="neutral"
          startDecorator={<CookieRounded />}
          endDecorator={
            <IconButton
              size="sm"
              color="neutral"
              aria-label="Dismiss"
              onClick={() => setShowCookies(false)}
            >
              <CloseRounded />
            </IconButton>
          }
        >
          We only use cookies that keep you signed in.
        </Alert>
      )}
      {!showOffline && !showCookies && (
        <Button
          variant="plain"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => {
            setShowOffline(true);
            setShowCookies(true);
          }}
        >
          Show the alerts again
        </Button>
      )}
    </Stack>
  );
}
