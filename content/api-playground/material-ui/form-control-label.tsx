import Checkbox from '@mui/material/Checkbox';
import type { FormControlLabelProps } from '@mui/material/FormControlLabel';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    control: <Checkbox />,
    label: 'Remember me',
  },
} satisfies PlaygroundPreset<FormControlLabelProps>;
