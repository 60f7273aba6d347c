import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

export default function AlertWithTitle() {
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        <AlertTitle>Deprecated component</AlertTitle>
        Hidden still works in v5, but it is deprecated. Hide content with responsive display values
        in the sx prop, or read the breakpoint in code with{' '}
        <Link href="/material-ui/react-use-media-query/" color="inherit">
          useMediaQuery
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
