import type { ChipDeleteProps } from '@mui/joy/ChipDelete';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    'aria-label': 'Remove tag',
  },
} satisfies PlaygroundPreset<ChipDeleteProps>;
