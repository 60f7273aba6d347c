import type { ButtonProps } from '@mui/base/Button';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Save changes',
  },
} satisfies PlaygroundPreset<ButtonProps>;
