import Paper from '@mui/material/Paper';
import type { ContainerProps } from '@mui/material/Container';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: <Paper sx={{ p: 2 }}>Centered content</Paper>,
  },
} satisfies PlaygroundPreset<ContainerProps>;
