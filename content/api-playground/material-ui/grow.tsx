import Paper from '@mui/material/Paper';
import type { GrowProps } from '@mui/material/Grow';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    in: true,
    children: <Paper sx={{ p: 2 }}>Grows in and out</Paper>,
  },
} satisfies PlaygroundPreset<GrowProps>;
