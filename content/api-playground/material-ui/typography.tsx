import type { TypographyProps } from '@mui/material/Typography';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'The quick brown fox jumps over the lazy dog.',
  },
} satisfies PlaygroundPreset<TypographyProps>;
