import type { InputProps } from '@mui/joy/Input';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    placeholder: 'Type your name',
  },
} satisfies PlaygroundPreset<InputProps>;
