import * as React from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function CircularIndeterminate() {
  return (
    <Stack direction="row" spacing={3} alignItems="center">
      {/* Every progress bar needs an accessible name: what is loading? */}
      <CircularProgress aria-label="Loading your projects" />
      <CircularProgress color="secondary" aria-label="Loading comments" />
      <CircularProgress color="success" size={28} aria-label="Checking the connection" />
      <CircularProgress color="inherit" size={20} thickness={5} aria-label="Saving" />
    </Stack>
  );
}
