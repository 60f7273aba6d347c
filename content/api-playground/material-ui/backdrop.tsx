import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { BackdropProps } from '@mui/material/Backdrop';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: <CircularProgress color="inherit" aria-label="Uploading" />,
    sx: { color: '#fff' },
  },
  opener: {
    trigger: <Button variant="outlined">Upload photos</Button>,
    close: 'onClick',
  },
} satisfies PlaygroundPreset<BackdropProps>;
