import ListItemText from '@mui/material/ListItemText';
import type { ListItemButtonProps } from '@mui/material/ListItemButton';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: <ListItemText primary="Drafts" />,
  },
} satisfies PlaygroundPreset<ListItemButtonProps>;
