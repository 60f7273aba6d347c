import type { TypographyProps } from '@mui/joy/Typography';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'The quick brown fox jumps over the lazy dog.',
  },
} satisfies PlaygroundPreset<TypographyProps>;
