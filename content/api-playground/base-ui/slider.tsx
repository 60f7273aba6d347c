import type { SliderProps } from '@mui/base/Slider';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    defaultValue: 40,
    slotProps: { input: { 'aria-label': 'Volume' } },
  },
} satisfies PlaygroundPreset<SliderProps>;
