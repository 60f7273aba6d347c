import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Grid from '@mui/material/Unstable_Grid2';

const panels = [
  { title: 'Orders', body: '128 open, 14 waiting for payment', size: { xs: 12, md: 8 } },
  { title: 'Revenue', body: '$24,310 this month', size: { xs: 12, md: 4 } },
  { title: 'Returns', body: '6 to inspect', size: { xs: 6, md: 4 } },
  { title: 'Reviews', body: '4.6 average, 52 new', size: { xs: 6, md: 4 } },
  { title: 'Stock alerts', body: '3 products below threshold', size: { xs: 12, md: 4 } },
];

export default function BasicGridV2() {
  return (
    <Grid container spacing={2}>
      {panels.map((panel) => (
        // No `item` prop: every Grid inside a container is an item.
        <Grid key={panel.title} xs={panel.size.xs} md={panel.size.md}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Typography variant="subtitle2" component="h3">
              {panel.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {panel.body}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
