import { Input } from '@mui/base/Input';
import type { FormControlProps } from '@mui/base/FormControl';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: <Input placeholder="Your email" />,
  },
} satisfies PlaygroundPreset<FormControlProps>;
