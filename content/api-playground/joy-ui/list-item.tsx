import type { ListItemProps } from '@mui/joy/ListItem';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Inbox',
  },
} satisfies PlaygroundPreset<ListItemProps>;
