import CircularProgress from '@mui/material/CircularProgress';
import type { BackdropProps } from '@mui/material/Backdrop';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    open: true,
    children: <CircularProgress color="inherit" aria-label="Uploading" />,
    sx: { color: '#fff' },
  },
} satisfies PlaygroundPreset<BackdropProps>;
