import * as React from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function BasicGrid() {
  return (
    <Grid container spacing={2}>
      <Grid item xs={12} md={8}>
        <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
          <Typography variant="subtitle1" component="h3" gutterBottom>
            Release notes
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Version 4.2 adds offline drafts, faster search and a new export dialog. This column
            takes 12 of 12 columns on phones and 8 of 12 from the md breakpoint up.
          </Typography>
        </Paper>
      </Grid>
      <Grid item xs={12} md={4}>
        <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
          <Typography variant="subtitle1" component="h3" gutterBottom>
            Details
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Published March 12, 2024 by the platform team.
          </Typography>
        </Paper>
      </Grid>
      <Grid item xs={6} md={4}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2">Downloads: 18,240</Typography>
        </Paper>
      </Grid>
      <Grid item xs={6} md={4}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2">Open issues: 37</Typography>
        </Paper>
      </Grid>
      <Grid item xs={12} md={4}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2">Contributors: 64</Typography>
        </Paper>
      </Grid>
    </Grid>
  );
}
