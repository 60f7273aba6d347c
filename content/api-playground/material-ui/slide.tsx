import Paper from '@mui/material/Paper';
import type { SlideProps } from '@mui/material/Slide';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    in: true,
    children: <Paper sx={{ p: 2, maxWidth: 280 }}>Your export is ready to download.</Paper>,
  },
} satisfies PlaygroundPreset<SlideProps>;
