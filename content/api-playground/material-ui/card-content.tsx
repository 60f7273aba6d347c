import Typography from '@mui/material/Typography';
import type { CardContentProps } from '@mui/material/CardContent';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: <Typography>Orders ship within one business day.</Typography>,
  },
} satisfies PlaygroundPreset<CardContentProps>;
