import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { CardMediaProps } from '@mui/material/CardMedia';
import type { PlaygroundPreset } from '../playgroundPreset';

// A harbour at noon, drawn as an SVG data URI: sky, sun, hill and water.
const harbour = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 140"><rect width="320" height="140" fill="#9cc7e4"/><circle cx="250" cy="40" r="18" fill="#f6d365"/><path d="M0 100 L90 55 L180 100 Z" fill="#5b7d5b"/><rect y="100" width="320" height="40" fill="#3a6e8f"/></svg>',
)}`;

export default {
  props: {
    image: harbour,
    title: 'A harbour under a midday sun',
    sx: { height: 140 },
  },
  wrapper: (
    <Card sx={{ maxWidth: 320 }}>
      {/* The media the playground sets. */}
      <CardContent>
        <Typography variant="h6">Harbour walk</Typography>
        <Typography variant="body2" color="text.secondary">
          A two-hour guided walk along the old docks.
        </Typography>
      </CardContent>
    </Card>
  ),
} satisfies PlaygroundPreset<CardMediaProps>;
