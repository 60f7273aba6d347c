import type { ButtonProps } from '@mui/material/Button';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Save changes',
  },
} satisfies PlaygroundPreset<ButtonProps>;
