import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

const plants: { name: string; price: string; color: ColorPaletteProp }[] = [
  { name: 'Monstera deliciosa', price: '$38', color: 'success' },
  { name: 'Fiddle-leaf fig', price: '$54', color: 'primary' },
  { name: 'Snake plant', price: '$22', color: 'warning' },
  { name: 'Pothos', price: '$16', color: 'neutral' },
  { name: 'Calathea', price: '$29', color: 'danger' },
  { name: 'ZZ plant', price: '$25', color: 'success' },
];

export default function GridCards() {
  return (
    <Grid container spacing={{ xs: 1.5, md: 2 }} columns={{ xs: 4, sm: 8, md: 12 }}>
      {plants.map((plant) => (
        <Grid key={plant.name} xs={2} sm={4} md={4}>
          <Card variant="outlined" size="sm">
            <AspectRatio ratio="4 / 3" color={plant.color}>
              <Typography level="body-xs" textColor="inherit">
                Photo
              </Typography>
            </AspectRatio>
            <Typography level="title-sm">{plant.name}</Typography>
            <Typography level="body-sm">{plant.price}</Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
