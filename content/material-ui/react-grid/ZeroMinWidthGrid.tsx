import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const message =
  'Quarterly planning moved to Thursday afternoon; please bring the revised hiring forecast and the infrastructure cost estimate.';

export default function ZeroMinWidthGrid() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
      <Grid container spacing={2} wrap="nowrap" alignItems="center">
        <Grid item>
          <Avatar sx={{ bgcolor: 'primary.main' }}>RK</Avatar>
        </Grid>
        {/* Without zeroMinWidth, the text would push the item past the container. */}
        <Grid item xs zeroMinWidth>
          <Typography variant="subtitle2" component="p">
            Rina Kowalski
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {message}
          </Typography>
        </Grid>
      </Grid>
    </Paper>
  );
}
