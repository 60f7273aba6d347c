import type { DialogContentTextProps } from '@mui/material/DialogContentText';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Deleting this folder also removes the 12 files inside it. This cannot be undone.',
  },
} satisfies PlaygroundPreset<DialogContentTextProps>;
