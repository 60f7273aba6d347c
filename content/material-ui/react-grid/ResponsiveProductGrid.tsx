import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

const products = [
  { name: 'Trail running shoes', price: '$129' },
  { name: 'Merino base layer', price: '$85' },
  { name: 'Insulated bottle', price: '$32' },
  { name: 'Ultralight tent', price: '$349' },
  { name: 'Headlamp 400 lm', price: '$45' },
  { name: 'Packable rain shell', price: '$159' },
];

export default function ResponsiveProductGrid() {
  return (
    // One column on phones, two from sm, three from md; the gap grows with the screen.
    <Grid container spacing={{ xs: 1, sm: 2, md: 3 }}>
      {products.map((product) => (
        <Grid item xs={12} sm={6} md={4} key={product.name}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="subtitle1" component="h3">
                {product.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {product.price}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
