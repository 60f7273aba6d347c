import type { StepProps } from '@mui/joy/Step';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Payment',
  },
} satisfies PlaygroundPreset<StepProps>;
