import Button from '@mui/joy/Button';
import type { SnackbarProps } from '@mui/joy/Snackbar';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    autoHideDuration: 6000,
    children: 'Draft saved. Press Escape to dismiss.',
  },
  opener: {
    trigger: <Button variant="outlined">Save draft</Button>,
    close: 'onClose',
  },
} satisfies PlaygroundPreset<SnackbarProps>;
