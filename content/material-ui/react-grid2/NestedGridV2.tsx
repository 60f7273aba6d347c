import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Grid from '@mui/material/Unstable_Grid2';

function Tile({ label }: { label: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Typography variant="body2">{label}</Typography>
    </Paper>
  );
}

export default function NestedGridV2() {
  return (
    <Grid container spacing={2}>
      <Grid xs={12} md={4}>
        <Tile label="Profile" />
      </Grid>
      {/* A nested container that is a direct child of a Grid inherits the spacing (2). */}
      <Grid xs={12} md={8} container>
        <Grid xs={6}>
          <Tile label="Email" />
        </Grid>
        <Grid xs={6}>
          <Tile label="Phone" />
        </Grid>
        <Grid xs={12}>
          <Tile label="Mailing address" />
        </Grid>
      </Grid>
    </Grid>
  );
}
