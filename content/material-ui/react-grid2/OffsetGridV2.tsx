import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Grid from '@mui/material/Unstable_Grid2';

export default function OffsetGridV2() {
  return (
    <Grid container spacing={2}>
      {/* Centered on wide screens: 8 columns, moved 2 columns from the start. */}
      <Grid xs={12} md={8} mdOffset={2}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle2" component="h3">
            Shipping address
          </Typography>
          <Typography variant="body2" color="text.secondary">
            48 Harbor Street, Portland, OR 97204
          </Typography>
        </Paper>
      </Grid>
      <Grid xs="auto">
        <Button variant="text">Back to cart</Button>
      </Grid>
      {/* "auto": the offset takes all the free space, pushing the item to the end. */}
      <Grid xs="auto" xsOffset="auto">
        <Button variant="contained">Continue to payment</Button>
      </Grid>
    </Grid>
  );
}
