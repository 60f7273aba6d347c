import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: <path d="M12 2 2 22h20z" />,
  },
} satisfies PlaygroundPreset<SvgIconProps>;
