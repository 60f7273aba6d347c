import type { DividerProps } from '@mui/material/Divider';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'or',
  },
} satisfies PlaygroundPreset<DividerProps>;
