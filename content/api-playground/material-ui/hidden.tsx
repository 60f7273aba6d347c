import Paper from '@mui/material/Paper';
import type { HiddenProps } from '@mui/material/Hidden';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    implementation: 'css',
    mdDown: true,
    children: (
      <Paper sx={{ p: 2 }}>Hidden below the md breakpoint: narrow the window to see it go.</Paper>
    ),
  },
} satisfies PlaygroundPreset<HiddenProps>;
