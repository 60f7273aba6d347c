import * as React from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const plans = [
  { id: 'monthly', name: 'Monthly', price: '$12 / month', note: 'Cancel anytime' },
  { id: 'yearly', name: 'Yearly', price: '$120 / year', note: 'Two months free' },
];

export default function SelectablePlanCards() {
  const [selected, setSelected] = React.useState('yearly');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {plans.map((plan) => {
        const active = plan.id === selected;
        return (
          <Card
            key={plan.id}
            variant="outlined"
            sx={{ flex: 1, borderColor: active ? 'primary.main' : 'divider', borderWidth: 2 }}
          >
            {/* The whole card is one button; aria-pressed says which one is chosen. */}
            <CardActionArea
              onClick={() => setSelected(plan.id)}
              aria-pressed={active}
              sx={{ height: '100%' }}
            >
              <CardContent>
                <Typography variant="subtitle1" component="p">
                  {plan.name}
                </Typography>
                <Typography variant="h6" component="p">
                  {plan.price}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {plan.note}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Stack>
  );
}
