import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { DrawerProps } from '@mui/material/Drawer';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: (
      <List sx={{ width: 240 }} aria-label="Mailboxes">
        <ListItemButton>
          <ListItemText primary="Inbox" />
        </ListItemButton>
        <ListItemButton>
          <ListItemText primary="Sent" />
        </ListItemButton>
        <ListItemButton>
          <ListItemText primary="Archive" />
        </ListItemButton>
      </List>
    ),
  },
  opener: {
    trigger: <Button variant="outlined">Show mailboxes</Button>,
    close: 'onClose',
  },
} satisfies PlaygroundPreset<DrawerProps>;
