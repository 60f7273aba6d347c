import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import type { ListDividerProps } from '@mui/joy/ListDivider';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {},
  wrapper: (
    <List variant="outlined" sx={{ maxWidth: 280, borderRadius: 'sm' }}>
      <ListItem>Profile</ListItem>
      <ListItem>Billing</ListItem>
      {/* The divider the playground sets. */}
      <ListItem>Sign out</ListItem>
    </List>
  ),
} satisfies PlaygroundPreset<ListDividerProps>;
