import type { ChipProps } from '@mui/joy/Chip';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Design',
  },
} satisfies PlaygroundPreset<ChipProps>;
