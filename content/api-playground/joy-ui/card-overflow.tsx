import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import type { CardOverflowProps } from '@mui/joy/CardOverflow';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    variant: 'soft',
    color: 'success',
    children: <Typography level="body-sm">Free delivery on this order</Typography>,
    sx: { py: 1 },
  },
  wrapper: (
    <Card variant="outlined" sx={{ maxWidth: 320 }}>
      <CardContent>
        <Typography level="title-md">Linen shirt</Typography>
        <Typography level="body-sm">$48, in stock</Typography>
      </CardContent>
      {/* The overflow the playground sets. */}
    </Card>
  ),
} satisfies PlaygroundPreset<CardOverflowProps>;
