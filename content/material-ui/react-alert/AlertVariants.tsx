import * as React from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const variants = ['standard', 'outlined', 'filled'] as const;

export default function AlertVariants() {
  return (
    <Grid container spacing={2}>
      {variants.map((variant) => (
        <Grid item xs={12} md={4} key={variant}>
          <Typography variant="overline" component="h3">
            variant=&quot;{variant}&quot;
          </Typography>
          <Stack spacing={1}>
            <Alert variant={variant} severity="success">
              Backup complete
            </Alert>
            <Alert variant={variant} severity="info">
              Maintenance on Sunday
            </Alert>
            <Alert variant={variant} severity="warning">
              Storage 90% full
            </Alert>
            <Alert variant={variant} severity="error">
              Sync failed
            </Alert>
          </Stack>
        </Grid>
      ))}
    </Grid>
  );
}
