import type { PaginationItemProps } from '@mui/material/PaginationItem';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    page: 3,
    selected: true,
    'aria-label': 'Page 3',
  },
} satisfies PlaygroundPreset<PaginationItemProps>;
