import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// A bakery's monthly cash flow in thousands of euros: money in is positive, money out negative.
const flows = [
  { label: 'Shop sales', data: [38, 35, 41, 44, 47, 52] },
  { label: 'Wholesale', data: [12, 12, 14, 13, 15, 16] },
  { label: 'Wages', data: [-21, -21, -22, -22, -24, -25] },
  { label: 'Ingredients', data: [-14, -13, -16, -17, -18, -20] },
  { label: 'Rent and energy', data: [-9, -9, -8, -8, -7, -7] },
];

const euros = (value: number | null) =>
  value === null ? '' : `${value < 0 ? '−' : '+'}€${Math.abs(value)}k`;

export default function CashFlowDivergingBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        A bakery&apos;s cash flow, January to June: income grows from €50k to €68k a month while
        costs rise from €44k to €52k, so the monthly surplus grows from €6k to €16k.
      </Typography>
      <BarChart
        height={340}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ valueFormatter: (value: number) => `€${value}k` }]}
        series={flows.map((flow) => ({
          ...flow,
          // One stack: bars keep the default 'diverging' offset, so costs hang below zero.
          stack: 'cash',
          valueFormatter: euros,
        }))}
      />
    </Box>
  );
}
