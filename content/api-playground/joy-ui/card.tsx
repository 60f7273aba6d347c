import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import type { CardProps } from '@mui/joy/Card';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: (
      <CardContent>
        <Typography level="title-md">Trip to Lisbon</Typography>
        <Typography level="body-sm">Four nights, two travelers.</Typography>
      </CardContent>
    ),
    sx: { maxWidth: 320 },
  },
} satisfies PlaygroundPreset<CardProps>;
