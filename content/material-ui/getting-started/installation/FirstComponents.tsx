import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function FirstComponents() {
  const [signedUp, setSignedUp] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h6" component="p">
        Weekly product digest
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {signedUp
          ? 'You are subscribed. The next digest arrives on Monday.'
          : 'One email every Monday with the changes shipped the week before.'}
      </Typography>
      <Button variant="contained" onClick={() => setSignedUp((value) => !value)}>
        {signedUp ? 'Unsubscribe' : 'Subscribe'}
      </Button>
    </Stack>
  );
}
