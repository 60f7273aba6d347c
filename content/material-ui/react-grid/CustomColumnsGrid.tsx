import * as React from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function CustomColumnsGrid() {
  return (
    // Seven columns: one per day of the week, which 12 cannot divide.
    <Grid container columns={7} spacing={1}>
      {days.map((day) => (
        <Grid item xs={1} key={day}>
          <Paper variant="outlined" sx={{ py: 1, textAlign: 'center' }}>
            <Typography variant="body2">{day}</Typography>
          </Paper>
        </Grid>
      ))}
      {/* A task spanning Tuesday to Thursday. */}
      <Grid item xs={1} />
      <Grid item xs={3}>
        <Paper
          sx={{ py: 1, px: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}
          elevation={0}
        >
          <Typography variant="body2">Design review</Typography>
        </Paper>
      </Grid>
    </Grid>
  );
}
