import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItemButton from '@mui/joy/ListItemButton';
import type { DrawerProps } from '@mui/joy/Drawer';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: (
      <List aria-label="Mailboxes">
        <ListItemButton>Inbox</ListItemButton>
        <ListItemButton>Sent</ListItemButton>
        <ListItemButton>Archive</ListItemButton>
      </List>
    ),
  },
  opener: {
    trigger: <Button variant="outlined">Show mailboxes</Button>,
    close: 'onClose',
  },
} satisfies PlaygroundPreset<DrawerProps>;
