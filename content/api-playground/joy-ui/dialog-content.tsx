import type { DialogContentProps } from '@mui/joy/DialogContent';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Your draft is kept for seven days.',
  },
} satisfies PlaygroundPreset<DialogContentProps>;
