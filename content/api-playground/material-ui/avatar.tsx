import type { AvatarProps } from '@mui/material/Avatar';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'JD',
  },
} satisfies PlaygroundPreset<AvatarProps>;
