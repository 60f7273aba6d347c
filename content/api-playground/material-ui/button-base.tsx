import type { ButtonBaseProps } from '@mui/material/ButtonBase';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Press me',
    sx: { p: 1, border: 1, borderRadius: 1 },
  },
} satisfies PlaygroundPreset<ButtonBaseProps>;
