import Paper from '@mui/material/Paper';
import type { StackProps } from '@mui/material/Stack';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <Paper key="one" sx={{ p: 1 }}>
        One
      </Paper>,
      <Paper key="two" sx={{ p: 1 }}>
        Two
      </Paper>,
      <Paper key="three" sx={{ p: 1 }}>
        Three
      </Paper>,
    ],
  },
} satisfies PlaygroundPreset<StackProps>;
