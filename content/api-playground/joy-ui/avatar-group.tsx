import Avatar from '@mui/joy/Avatar';
import type { AvatarGroupProps } from '@mui/joy/AvatarGroup';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <Avatar key="a">MK</Avatar>,
      <Avatar key="b">LP</Avatar>,
      <Avatar key="c">+4</Avatar>,
    ],
  },
} satisfies PlaygroundPreset<AvatarGroupProps>;
