import Paper from '@mui/material/Paper';
import type { FadeProps } from '@mui/material/Fade';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    in: true,
    children: <Paper sx={{ p: 2 }}>Fades in and out</Paper>,
  },
} satisfies PlaygroundPreset<FadeProps>;
