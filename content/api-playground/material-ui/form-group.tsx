import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { FormGroupProps } from '@mui/material/FormGroup';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <FormControlLabel key="email" control={<Checkbox />} label="Email" />,
      <FormControlLabel key="sms" control={<Checkbox />} label="Text message" />,
    ],
  },
} satisfies PlaygroundPreset<FormGroupProps>;
