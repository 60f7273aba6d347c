import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function BasicAlerts() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="success">Your changes to “Team handbook” are saved.</Alert>
      <Alert severity="info">The report is generated every night at 02:00 UTC.</Alert>
      <Alert severity="warning">Your trial ends in 3 days. Add a card to keep your projects.</Alert>
      <Alert severity="error">
        We could not reach the payment provider. Try again in a minute.
      </Alert>
    </Stack>
  );
}
