import type { SheetProps } from '@mui/joy/Sheet';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'A sheet holds related content.',
    sx: { p: 2 },
  },
} satisfies PlaygroundPreset<SheetProps>;
