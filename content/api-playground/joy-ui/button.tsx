import type { ButtonProps } from '@mui/joy/Button';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Save changes',
  },
} satisfies PlaygroundPreset<ButtonProps>;
