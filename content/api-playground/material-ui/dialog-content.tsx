import type { DialogContentProps } from '@mui/material/DialogContent';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'The file moves to the trash, where it stays for 30 days.',
  },
} satisfies PlaygroundPreset<DialogContentProps>;
