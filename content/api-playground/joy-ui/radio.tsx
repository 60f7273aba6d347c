import type { RadioProps } from '@mui/joy/Radio';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    label: 'Email',
  },
} satisfies PlaygroundPreset<RadioProps>;
