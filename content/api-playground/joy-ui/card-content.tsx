import type { CardContentProps } from '@mui/joy/CardContent';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Orders ship within one business day.',
  },
} satisfies PlaygroundPreset<CardContentProps>;
