import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import LightbulbIcon from '@mui/icons-material/Lightbulb';

export default function AlertIcons() {
  return (
    <Stack spacing={2}>
      {/* One alert: `icon` takes any node. */}
      <Alert icon={<CloudOffIcon fontSize="inherit" />} severity="warning">
        You are offline. Changes are saved on this device and sync later.
      </Alert>
      {/* Every alert of a severity: `iconMapping`. */}
      <Alert
        iconMapping={{
          success: <CheckIcon fontSize="inherit" />,
          info: <LightbulbIcon fontSize="inherit" />,
        }}
        severity="info"
      >
        Tip: press / to jump to the search box.
      </Alert>
      {/* `icon={false}` removes the icon. */}
      <Alert icon={false} severity="success">
        Profile updated.
      </Alert>
    </Stack>
  );
}
