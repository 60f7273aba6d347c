import type { ListItemButtonProps } from '@mui/joy/ListItemButton';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Drafts',
  },
} satisfies PlaygroundPreset<ListItemButtonProps>;
