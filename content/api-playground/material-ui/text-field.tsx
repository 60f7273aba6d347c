import type { TextFieldProps } from '@mui/material/TextField';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    label: 'Full name',
  },
} satisfies PlaygroundPreset<TextFieldProps>;
