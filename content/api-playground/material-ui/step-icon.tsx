import type { StepIconProps } from '@mui/material/StepIcon';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    icon: 2,
    active: true,
  },
} satisfies PlaygroundPreset<StepIconProps>;
