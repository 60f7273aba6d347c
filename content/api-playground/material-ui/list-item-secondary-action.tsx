import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { ListItemSecondaryActionProps } from '@mui/material/ListItemSecondaryAction';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: (
      <IconButton edge="end" aria-label="Remove invoice-0412.pdf">
        <DeleteIcon />
      </IconButton>
    ),
  },
  wrapper: (
    <List sx={{ maxWidth: 360 }}>
      <ListItem>
        <ListItemText primary="invoice-0412.pdf" secondary="84 kB" />
        {/* The action the playground sets. */}
      </ListItem>
    </List>
  ),
} satisfies PlaygroundPreset<ListItemSecondaryActionProps>;
