import type { BoxProps } from '@mui/system/Box';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Styled with the sx prop',
    sx: { p: 2, border: '1px dashed grey', borderRadius: 1 },
  },
} satisfies PlaygroundPreset<BoxProps>;
