import type { InputLabelProps } from '@mui/material/InputLabel';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Full name',
  },
} satisfies PlaygroundPreset<InputLabelProps>;
