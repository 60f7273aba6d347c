import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertColor() {
  return (
    <Stack spacing={2}>
      {/* `color` changes the palette only: the icon still follows `severity`. */}
      <Alert severity="success" color="info">
        Export finished: 1,204 rows in orders-march.csv.
      </Alert>
      <Alert severity="info" color="warning" variant="outlined">
        The API key ends with …9f3a and expires on June 30.
      </Alert>
    </Stack>
  );
}
