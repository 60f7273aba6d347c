import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Visitors at each step of an online shop's checkout over one week.
const steps = [
  { step: 'Viewed product', visitors: 48200 },
  { step: 'Added to cart', visitors: 9650 },
  { step: 'Started checkout', visitors: 4120 },
  { step: 'Entered payment', visitors: 2890 },
  { step: 'Ordered', visitors: 2310 },
];

const count = (value: number | null) => (value ?? 0).toLocaleString('en-US');

export default function FunnelBarsWorkaround() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Checkout funnel over a week: of 48,200 product views, 2,310 (4.8%) end in an order; the
        biggest drop is between viewing a product and adding it to the cart.
      </Typography>
      <BarChart
        height={280}
        layout="horizontal"
        margin={{ left: 130 }}
        dataset={steps}
        yAxis={[{ scaleType: 'band', dataKey: 'step' }]}
        xAxis={[{ valueFormatter: count }]}
        series={[{ dataKey: 'visitors', label: 'Visitors', valueFormatter: count }]}
        slotProps={{ legend: { hidden: true } }}
      />
      <Typography variant="body2" component="ol" sx={{ pl: 3, my: 0 }}>
        {steps.slice(1).map((entry, index) => (
          <li key={entry.step}>
            {steps[index].step} → {entry.step}:{' '}
            {Math.round((entry.visitors / steps[index].visitors) * 100)}% continue
          </li>
        ))}
      </Typography>
    </Box>
  );
}
