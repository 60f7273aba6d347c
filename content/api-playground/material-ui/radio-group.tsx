import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import type { RadioGroupProps } from '@mui/material/RadioGroup';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    defaultValue: 'email',
    children: [
      <FormControlLabel key="email" value="email" control={<Radio />} label="Email" />,
      <FormControlLabel key="phone" value="phone" control={<Radio />} label="Phone" />,
    ],
  },
} satisfies PlaygroundPreset<RadioGroupProps>;
