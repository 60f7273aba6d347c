import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Grid from '@mui/material/Unstable_Grid2';

const photos = ['Lisbon', 'Kyoto', 'Oaxaca', 'Reykjavík', 'Cape Town', 'Hanoi'];

export default function ColumnsGridV2() {
  return (
    // 4 columns on phones, 8 on tablets, 12 from md: each tile takes 2, 4 then 4 of them.
    <Grid container spacing={{ xs: 1, md: 2 }} columns={{ xs: 4, sm: 8, md: 12 }}>
      {photos.map((city) => (
        <Grid xs={2} sm={4} md={4} key={city}>
          <Paper
            elevation={0}
            sx={{
              height: 80,
              display: 'flex',
              alignItems: 'flex-end',
              p: 1,
              bgcolor: 'action.selected',
            }}
          >
            <Typography variant="body2">{city}</Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
