import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function SimpleMediaQuery() {
  // Any CSS media query, without the @media keyword.
  const wide = useMediaQuery('(min-width:600px)');

  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Typography variant="body2" component="code">
        (min-width:600px)
      </Typography>
      <Chip
        label={wide ? 'matches' : 'does not match'}
        color={wide ? 'success' : 'default'}
        variant="outlined"
      />
    </Stack>
  );
}
