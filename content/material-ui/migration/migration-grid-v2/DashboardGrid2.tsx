import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Grid from '@mui/material/Unstable_Grid2';

function Tile({ title, value }: { title: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="overline" color="text.secondary">
        {title}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Paper>
  );
}

export default function DashboardGrid2() {
  return (
    <Grid container spacing={2}>
      {/* One element is both an item of the outer grid and a container. */}
      <Grid xs={12} md={8} container spacing={2}>
        <Grid xs={6}>
          <Tile title="Revenue (May)" value="€48,210" />
        </Grid>
        <Grid xs={6}>
          <Tile title="Orders" value="1,284" />
        </Grid>
        <Grid xs={12}>
          <Tile title="Average basket" value="€37.55" />
        </Grid>
      </Grid>
      <Grid xs={12} md={4}>
        <Tile title="Open tickets" value="17" />
      </Grid>
      {/* An offset replaces an empty spacer item. */}
      <Grid xs={12} sm={6} smOffset={6}>
        <Tile title="Last sync" value="09:42 UTC" />
      </Grid>
    </Grid>
  );
}
