import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const cards: { variant: VariantProp; color: ColorPaletteProp; title: string; value: string }[] = [
  { variant: 'outlined', color: 'neutral', title: 'Visitors', value: '18,240' },
  { variant: 'soft', color: 'primary', title: 'Sign-ups', value: '1,032' },
  { variant: 'solid', color: 'success', title: 'Revenue', value: '$24.6k' },
  { variant: 'plain', color: 'neutral', title: 'Refunds', value: '12' },
];

export default function CardVariants() {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 2 }}
    >
      {cards.map((card) => (
        <Card key={card.variant} variant={card.variant} color={card.color}>
          <CardContent>
            <Typography level="body-sm" textColor="inherit">
              {card.title} ({card.variant})
            </Typography>
            <Typography level="h3" component="p" textColor="inherit">
              {card.value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
