import type { CheckboxProps } from '@mui/joy/Checkbox';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    label: 'Remember me',
  },
} satisfies PlaygroundPreset<CheckboxProps>;
