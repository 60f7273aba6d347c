import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import type { CardProps } from '@mui/joy/Card';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: (
      <CardContent>
        <Typography level="title-md">Weekly report</Typography>
        <Typography level="body-sm">Sales grew by 12% this week.</Typography>
      </CardContent>
    ),
    sx: { maxWidth: 320 },
  },
} satisfies PlaygroundPreset<CardProps>;
