import type { DialogTitleProps } from '@mui/material/DialogTitle';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Delete this file?',
  },
} satisfies PlaygroundPreset<DialogTitleProps>;
