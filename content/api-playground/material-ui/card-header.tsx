import type { CardHeaderProps } from '@mui/material/CardHeader';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    title: 'Weekly report',
    subheader: 'Updated on Monday',
  },
} satisfies PlaygroundPreset<CardHeaderProps>;
