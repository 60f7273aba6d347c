import type { BoxProps } from '@mui/material/Box';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'A box with a border',
    sx: { p: 2, border: 1, borderColor: 'divider' },
  },
} satisfies PlaygroundPreset<BoxProps>;
