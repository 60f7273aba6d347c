import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

export default function AlertWithTitle() {
  return (
    <Stack spacing={2}>
      <Alert severity="error">
        <AlertTitle>Payment declined</AlertTitle>
        Your bank declined the charge of $49.00 on the card ending in 4242. Check the card&apos;s
        details or{' '}
        <Link href="#payment-methods" color="inherit">
          use another payment method
        </Link>
        .
      </Alert>
      <Alert severity="info">
        <AlertTitle>New sign-in</AlertTitle>
        Someone signed in to your account from Firefox on Windows in Porto, Portugal, on March 12 at
        09:14. If this was not you, change your password.
      </Alert>
    </Stack>
  );
}
