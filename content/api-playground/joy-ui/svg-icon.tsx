import type { SvgIconProps } from '@mui/joy/SvgIcon';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: <circle cx="12" cy="12" r="9" />,
  },
} satisfies PlaygroundPreset<SvgIconProps>;
