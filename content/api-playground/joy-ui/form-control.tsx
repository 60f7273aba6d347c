import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import type { FormControlProps } from '@mui/joy/FormControl';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <FormLabel key="label">Email</FormLabel>,
      <Input key="input" placeholder="you@example.com" />,
      <FormHelperText key="help">Used for receipts only.</FormHelperText>,
    ],
  },
} satisfies PlaygroundPreset<FormControlProps>;
