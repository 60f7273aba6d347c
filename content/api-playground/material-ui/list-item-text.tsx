import type { ListItemTextProps } from '@mui/material/ListItemText';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    primary: 'Inbox',
    secondary: '3 unread',
  },
} satisfies PlaygroundPreset<ListItemTextProps>;
