import Paper from '@mui/material/Paper';
import type { MasonryProps } from '@mui/lab/Masonry';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    columns: 3,
    spacing: 1,
    children: [
      <Paper key="a" sx={{ height: 60 }}>
        A
      </Paper>,
      <Paper key="b" sx={{ height: 100 }}>
        B
      </Paper>,
      <Paper key="c" sx={{ height: 80 }}>
        C
      </Paper>,
      <Paper key="d" sx={{ height: 50 }}>
        D
      </Paper>,
    ],
  },
} satisfies PlaygroundPreset<MasonryProps>;
