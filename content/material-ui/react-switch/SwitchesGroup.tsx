import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

type Channel = 'email' | 'push' | 'sms';

const channels: { name: Channel; label: string }[] = [
  { name: 'email', label: 'Email' },
  { name: 'push', label: 'Push notifications' },
  { name: 'sms', label: 'Text messages' },
];

export default function SwitchesGroup() {
  const [enabled, setEnabled] = React.useState<Record<Channel, boolean>>({
    email: true,
    push: false,
    sms: false,
  });
  const none = !Object.values(enabled).some(Boolean);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setEnabled((current) => ({ ...current, [event.target.name]: event.target.checked }));
  };

  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">Order updates</FormLabel>
      <FormGroup>
        {channels.map((channel) => (
          <FormControlLabel
            key={channel.name}
            control={
              <Switch name={channel.name} checked={enabled[channel.name]} onChange={handleChange} />
            }
            label={channel.label}
          />
        ))}
      </FormGroup>
      <FormHelperText>
        {none ? 'You will only see updates in your account.' : 'You can change this at any time.'}
      </FormHelperText>
    </FormControl>
  );
}
