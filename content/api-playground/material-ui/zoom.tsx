import Paper from '@mui/material/Paper';
import type { ZoomProps } from '@mui/material/Zoom';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    in: true,
    children: <Paper sx={{ p: 2 }}>Zooms in and out</Paper>,
  },
} satisfies PlaygroundPreset<ZoomProps>;
