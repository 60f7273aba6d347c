import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { CardActionAreaProps } from '@mui/material/CardActionArea';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: (
      <CardContent>
        <Typography variant="h6">Weekend in Porto</Typography>
        <Typography variant="body2" color="text.secondary">
          Two nights by the river, from $180.
        </Typography>
      </CardContent>
    ),
  },
  wrapper: <Card sx={{ maxWidth: 320 }}>{/* The action area the playground sets. */}</Card>,
} satisfies PlaygroundPreset<CardActionAreaProps>;
