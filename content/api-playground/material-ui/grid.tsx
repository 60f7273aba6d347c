import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import type { GridProps } from '@mui/material/Grid';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    container: true,
    spacing: 2,
    children: [
      <Grid key="orders" item xs={12} sm={6}>
        <Paper sx={{ p: 2 }}>Orders: 128</Paper>
      </Grid>,
      <Grid key="returns" item xs={12} sm={6}>
        <Paper sx={{ p: 2 }}>Returns: 4</Paper>
      </Grid>,
      <Grid key="revenue" item xs={12}>
        <Paper sx={{ p: 2 }}>Revenue this week: $9,420</Paper>
      </Grid>,
    ],
  },
} satisfies PlaygroundPreset<GridProps>;
