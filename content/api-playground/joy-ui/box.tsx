import type { BoxProps } from '@mui/joy/Box';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'A box with a border',
    sx: { p: 2, border: '1px solid', borderColor: 'neutral.outlinedBorder' },
  },
} satisfies PlaygroundPreset<BoxProps>;
