import * as React from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Grid from '@mui/material/Unstable_Grid2';

export default function AutoLayoutGridV2() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Grid container spacing={1} alignItems="center">
        {/* xs (true): takes the space the other items leave. */}
        <Grid xs>
          <Typography variant="subtitle2" component="p">
            Invoice INV-2024-0193
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Due April 30, 2024
          </Typography>
        </Grid>
        {/* xs="auto": as wide as its content. */}
        <Grid xs="auto">
          <Chip label="Overdue" color="error" variant="outlined" size="small" />
        </Grid>
        <Grid xs="auto">
          <Typography variant="subtitle1" component="p">
            $1,480.00
          </Typography>
        </Grid>
      </Grid>
    </Paper>
  );
}
