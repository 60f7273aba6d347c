import Avatar from '@mui/material/Avatar';
import type { AvatarGroupProps } from '@mui/material/AvatarGroup';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <Avatar key="a">AL</Avatar>,
      <Avatar key="b">BK</Avatar>,
      <Avatar key="c">CM</Avatar>,
      <Avatar key="d">DN</Avatar>,
      <Avatar key="e">EO</Avatar>,
    ],
  },
} satisfies PlaygroundPreset<AvatarGroupProps>;
