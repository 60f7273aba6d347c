import type { StepIndicatorProps } from '@mui/joy/StepIndicator';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    variant: 'solid',
    color: 'primary',
    children: '2',
  },
} satisfies PlaygroundPreset<StepIndicatorProps>;
