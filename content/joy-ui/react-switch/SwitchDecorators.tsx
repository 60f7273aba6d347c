import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import NotificationsOffRounded from '@mui/icons-material/NotificationsOffRounded';

export default function SwitchDecorators() {
  const [darkPreview, setDarkPreview] = React.useState(false);
  const [alerts, setAlerts] = React.useState(true);

  return (
    <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Switch
        size="lg"
        checked={darkPreview}
        onChange={(event) => setDarkPreview(event.target.checked)}
        slotProps={{
          input: { 'aria-label': 'Dark preview' },
          thumb: {
            children: darkPreview ? (
              <DarkModeRounded sx={{ fontSize: 16 }} />
            ) : (
              <LightModeRounded sx={{ fontSize: 16 }} />
            ),
          },
        }}
        sx={{ '--Switch-thumbSize': '24px' }}
      />
      <Switch
        color={alerts ? 'success' : 'neutral'}
        checked={alerts}
        onChange={(event) => setAlerts(event.target.checked)}
        startDecorator={<NotificationsOffRounded />}
        endDecorator={<NotificationsActiveRounded />}
        slotProps={{ input: { 'aria-label': 'Price alerts' } }}
      />
      <Switch
        defaultChecked
        startDecorator="Off"
        endDecorator="On"
        slotProps={{ input: { 'aria-label': 'Two-factor authentication' } }}
      />
    </Stack>
  );
}
