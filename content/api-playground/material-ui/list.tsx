import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { ListProps } from '@mui/material/List';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <ListItem key="inbox">
        <ListItemText primary="Inbox" />
      </ListItem>,
      <ListItem key="drafts">
        <ListItemText primary="Drafts" />
      </ListItem>,
    ],
  },
} satisfies PlaygroundPreset<ListProps>;
