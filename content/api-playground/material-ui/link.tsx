import type { LinkProps } from '@mui/material/Link';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    href: '#',
    children: 'Read the changelog',
  },
} satisfies PlaygroundPreset<LinkProps>;
