import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import type { CardCoverProps } from '@mui/joy/CardCover';
import type { PlaygroundPreset } from '../playgroundPreset';

// A sunset over hills, drawn as an SVG data URI.
const sunset = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#f4a261"/><circle cx="160" cy="120" r="40" fill="#e76f51"/><path d="M0 150 Q80 110 160 150 T320 150 V200 H0 Z" fill="#2a9d8f"/></svg>',
)}`;

export default {
  props: {
    children: <img src={sunset} alt="A sunset over green hills" />,
  },
  wrapper: (
    <Card sx={{ minHeight: 200, maxWidth: 320 }}>
      {/* The cover the playground sets. */}
      <CardContent sx={{ justifyContent: 'flex-end' }}>
        <Typography level="title-lg" textColor="#fff">
          Evening hike
        </Typography>
      </CardContent>
    </Card>
  ),
} satisfies PlaygroundPreset<CardCoverProps>;
