import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const plans = [
  { name: 'Starter', price: '$0', seats: 'Up to 3 seats' },
  { name: 'Team', price: '$49', seats: 'Up to 25 seats' },
  { name: 'Business', price: '$199', seats: 'Unlimited seats' },
];

export default function ResponsiveDirectionStack() {
  return (
    // A column on phones, a row from the sm breakpoint; the gap grows with the screen.
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2, md: 3 }}>
      {plans.map((plan) => (
        <Paper key={plan.name} variant="outlined" sx={{ p: 2, flex: 1 }}>
          <Typography variant="subtitle2" component="h3">
            {plan.name}
          </Typography>
          <Typography variant="h5" component="p">
            {plan.price}
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              / month
            </Typography>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {plan.seats}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
