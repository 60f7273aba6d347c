import FormHelperText from '@mui/material/FormHelperText';
import Input from '@mui/material/Input';
import InputLabel from '@mui/material/InputLabel';
import type { FormControlProps } from '@mui/material/FormControl';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <InputLabel key="label" htmlFor="playground-email">
        Email
      </InputLabel>,
      <Input key="input" id="playground-email" aria-describedby="playground-email-help" />,
      <FormHelperText key="help" id="playground-email-help">
        We send the receipt here.
      </FormHelperText>,
    ],
  },
} satisfies PlaygroundPreset<FormControlProps>;
