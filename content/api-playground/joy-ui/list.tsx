import ListItem from '@mui/joy/ListItem';
import type { ListProps } from '@mui/joy/List';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <ListItem key="inbox">Inbox</ListItem>,
      <ListItem key="drafts">Drafts</ListItem>,
      <ListItem key="sent">Sent</ListItem>,
    ],
  },
} satisfies PlaygroundPreset<ListProps>;
