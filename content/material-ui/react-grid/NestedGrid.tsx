import * as React from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const metrics = [
  { label: 'Visitors', value: '12.4k' },
  { label: 'Sign-ups', value: '842' },
  { label: 'Conversion', value: '6.8%' },
  { label: 'Churn', value: '1.2%' },
];

export default function NestedGrid() {
  return (
    <Grid container spacing={2}>
      <Grid item xs={12} sm={7}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            This week
          </Typography>
          {/* A grid item that is also a container: its 12 columns span the item's width. */}
          <Grid container spacing={1}>
            {metrics.map((metric) => (
              <Grid item xs={6} key={metric.label}>
                <Paper sx={{ p: 1.5, bgcolor: 'action.hover' }} elevation={0}>
                  <Typography variant="caption" color="text.secondary">
                    {metric.label}
                  </Typography>
                  <Typography variant="h6" component="p">
                    {metric.value}
                  </Typography>
                </Paper>
              </Grid>
            ))}
          </Grid>
        </Paper>
      </Grid>
      <Grid item xs={12} sm={5}>
        <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            Notes
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Sign-ups rose after the pricing page update on Tuesday.
          </Typography>
        </Paper>
      </Grid>
    </Grid>
  );
}
