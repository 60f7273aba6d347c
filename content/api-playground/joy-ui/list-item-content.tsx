import type { ListItemContentProps } from '@mui/joy/ListItemContent';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Quarterly report',
  },
} satisfies PlaygroundPreset<ListItemContentProps>;
