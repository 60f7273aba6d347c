import Button from '@mui/material/Button';
import type { SnackbarProps } from '@mui/material/Snackbar';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    message: 'Draft saved. Press Escape to dismiss.',
    autoHideDuration: 6000,
  },
  opener: {
    trigger: <Button variant="outlined">Save draft</Button>,
    close: 'onClose',
  },
} satisfies PlaygroundPreset<SnackbarProps>;
