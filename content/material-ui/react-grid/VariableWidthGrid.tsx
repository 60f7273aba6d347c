import * as React from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';

export default function VariableWidthGrid() {
  return (
    <Grid container spacing={1} alignItems="center">
      {/* xs="auto": as wide as the button's content. */}
      <Grid item xs="auto">
        <Button variant="outlined">Filters</Button>
      </Grid>
      {/* xs (true): the search field takes the rest of the row. */}
      <Grid item xs>
        <TextField fullWidth size="small" label="Search orders" />
      </Grid>
      <Grid item xs="auto">
        <Button variant="contained">Search</Button>
      </Grid>
    </Grid>
  );
}
