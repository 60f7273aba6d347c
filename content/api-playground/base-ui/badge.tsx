import type { BadgeProps } from '@mui/base/Badge';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    badgeContent: 5,
    children: 'Inbox',
  },
} satisfies PlaygroundPreset<BadgeProps>;
