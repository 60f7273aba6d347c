import type { InputAdornmentProps } from '@mui/material/InputAdornment';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    position: 'end',
    children: 'kg',
  },
} satisfies PlaygroundPreset<InputAdornmentProps>;
