import Avatar from '@mui/material/Avatar';
import type { ListItemAvatarProps } from '@mui/material/ListItemAvatar';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: <Avatar>RS</Avatar>,
  },
} satisfies PlaygroundPreset<ListItemAvatarProps>;
