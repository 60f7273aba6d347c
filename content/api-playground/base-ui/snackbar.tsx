import { Button } from '@mui/base/Button';
import type { SnackbarProps } from '@mui/base/Snackbar';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    autoHideDuration: 6000,
    children: 'Draft saved. Press Escape to dismiss.',
  },
  opener: {
    trigger: <Button>Save draft</Button>,
    close: 'onClose',
  },
} satisfies PlaygroundPreset<SnackbarProps>;
