import type { ChipProps } from '@mui/material/Chip';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    label: 'Design',
  },
} satisfies PlaygroundPreset<ChipProps>;
