import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { CardProps } from '@mui/material/Card';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: (
      <CardContent>
        <Typography variant="h6">Weekly report</Typography>
        <Typography color="text.secondary">Sales grew by 12% this week.</Typography>
      </CardContent>
    ),
    sx: { maxWidth: 320 },
  },
} satisfies PlaygroundPreset<CardProps>;
