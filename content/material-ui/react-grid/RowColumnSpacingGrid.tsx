import * as React from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const teams = [
  { name: 'Design', members: 6 },
  { name: 'Mobile', members: 9 },
  { name: 'Payments', members: 11 },
  { name: 'Search', members: 5 },
];

export default function RowColumnSpacingGrid() {
  return (
    // 8px between columns, 24px between rows.
    <Grid container rowSpacing={3} columnSpacing={1}>
      {teams.map((team) => (
        <Grid item xs={6} key={team.name}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle2" component="p">
              {team.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {team.members} members
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
