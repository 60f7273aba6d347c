import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function ChangedDefaults() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      <Stack spacing={2} sx={{ minWidth: 220 }}>
        <Typography variant="subtitle2" component="h3">
          v5 defaults
        </Typography>
        <TextField label="Delivery city" defaultValue="Rotterdam" />
        <Link href="/material-ui/api/link/">Link API reference</Link>
      </Stack>
      <Stack spacing={2} sx={{ minWidth: 220 }}>
        <Typography variant="subtitle2" component="h3">
          v4 look, set explicitly
        </Typography>
        <TextField label="Delivery city" defaultValue="Rotterdam" variant="standard" />
        <Link href="/material-ui/api/link/" underline="hover">
          Link API reference
        </Link>
      </Stack>
    </Stack>
  );
}
