import type { AlertProps } from '@mui/joy/Alert';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Your changes were saved.',
  },
} satisfies PlaygroundPreset<AlertProps>;
