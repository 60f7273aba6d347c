import type { LinkProps } from '@mui/joy/Link';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    href: '#',
    children: 'Read the changelog',
  },
} satisfies PlaygroundPreset<LinkProps>;
