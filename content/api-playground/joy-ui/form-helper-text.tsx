import type { FormHelperTextProps } from '@mui/joy/FormHelperText';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'We never share your email.',
  },
} satisfies PlaygroundPreset<FormHelperTextProps>;
