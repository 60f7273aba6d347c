import type { AlertProps } from '@mui/material/Alert';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Your changes were saved.',
  },
} satisfies PlaygroundPreset<AlertProps>;
