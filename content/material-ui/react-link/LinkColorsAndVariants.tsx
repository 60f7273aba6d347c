import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

export default function LinkColorsAndVariants() {
  return (
    <Stack spacing={1} alignItems="flex-start">
      <Link href="#pricing" variant="h6">
        See pricing plans
      </Link>
      <Link href="#docs" variant="body2" color="text.secondary">
        Read the documentation
      </Link>
      <Link href="#status" color="success.main" variant="body2">
        All systems operational
      </Link>
      <Link href="#terms" color="inherit" variant="caption">
        Terms of service
      </Link>
    </Stack>
  );
}
