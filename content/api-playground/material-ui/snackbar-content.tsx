import type { SnackbarContentProps } from '@mui/material/SnackbarContent';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    message: 'Message archived',
  },
} satisfies PlaygroundPreset<SnackbarContentProps>;
