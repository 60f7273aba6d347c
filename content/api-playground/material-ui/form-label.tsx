import type { FormLabelProps } from '@mui/material/FormLabel';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Email address',
  },
} satisfies PlaygroundPreset<FormLabelProps>;
