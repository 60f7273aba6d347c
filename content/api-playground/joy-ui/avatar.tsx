import type { AvatarProps } from '@mui/joy/Avatar';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'JD',
  },
} satisfies PlaygroundPreset<AvatarProps>;
