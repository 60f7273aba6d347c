import type { PaperProps } from '@mui/material/Paper';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Paper holds related content.',
    sx: { p: 2 },
  },
} satisfies PlaygroundPreset<PaperProps>;
