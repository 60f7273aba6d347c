import type { DialogTitleProps } from '@mui/joy/DialogTitle';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Leave without saving?',
  },
} satisfies PlaygroundPreset<DialogTitleProps>;
