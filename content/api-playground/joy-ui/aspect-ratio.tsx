import type { AspectRatioProps } from '@mui/joy/AspectRatio';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: <div>16:9</div>,
    sx: { width: 240 },
  },
} satisfies PlaygroundPreset<AspectRatioProps>;
