import type { ListSubheaderProps } from '@mui/material/ListSubheader';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Settings',
  },
} satisfies PlaygroundPreset<ListSubheaderProps>;
