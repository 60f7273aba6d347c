import type { DividerProps } from '@mui/joy/Divider';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'or',
  },
} satisfies PlaygroundPreset<DividerProps>;
