import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';

export default function SwitchBasics() {
  const [autoUpdate, setAutoUpdate] = React.useState(true);

  return (
    <FormControl
      orientation="horizontal"
      sx={{ maxWidth: 400, justifyContent: 'space-between', gap: 2 }}
    >
      <div>
        <FormLabel>Automatic updates</FormLabel>
        <FormHelperText sx={{ mt: 0 }}>
          {autoUpdate ? 'Updates install overnight.' : 'You install updates yourself.'}
        </FormHelperText>
      </div>
      <Switch checked={autoUpdate} onChange={(event) => setAutoUpdate(event.target.checked)} />
    </FormControl>
  );
}
