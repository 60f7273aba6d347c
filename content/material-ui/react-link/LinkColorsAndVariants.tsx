import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

export default function LinkColorsAndVariants() {
  return (
    <Stack spacing={1} alignItems="flex-start">
      <Link href="/material-ui/getting-started/" variant="h6">
        Get started with Material UI
      </Link>
      <Link
        href="/material-ui/getting-started/installation/"
        variant="body2"
        color="text.secondary"
      >
        Installation
      </Link>
      <Link href="/material-ui/discover-more/changelog/" color="success.main" variant="body2">
        Changelog: 5.18 released
      </Link>
      <Link href="/versions/" color="inherit" variant="caption">
        Other versions
      </Link>
    </Stack>
  );
}
