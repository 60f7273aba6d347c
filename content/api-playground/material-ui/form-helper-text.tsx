import type { FormHelperTextProps } from '@mui/material/FormHelperText';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'We never share your email.',
  },
} satisfies PlaygroundPreset<FormHelperTextProps>;
