import ListItemText from '@mui/material/ListItemText';
import type { ListItemProps } from '@mui/material/ListItem';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: <ListItemText primary="Inbox" secondary="3 unread" />,
  },
} satisfies PlaygroundPreset<ListItemProps>;
