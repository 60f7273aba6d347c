import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ControlledSwitch() {
  const [autoRenew, setAutoRenew] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch checked={autoRenew} onChange={(event) => setAutoRenew(event.target.checked)} />
        }
        label="Renew my plan automatically"
      />
      <Typography variant="body2" color="text.secondary" role="status">
        {autoRenew
          ? 'Your plan renews on March 1, 2025 for $96.'
          : 'Your plan ends on March 1, 2025. You can renew it before then.'}
      </Typography>
    </Stack>
  );
}
