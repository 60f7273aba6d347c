import type { ListSubheaderProps } from '@mui/joy/ListSubheader';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Favorites',
  },
} satisfies PlaygroundPreset<ListSubheaderProps>;
