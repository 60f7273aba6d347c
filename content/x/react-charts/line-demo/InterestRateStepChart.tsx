import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Policy interest rate of a fictional central bank: each value holds until the next decision.
const decisions = [
  { date: new Date(2021, 0, 1), rate: 0.0 },
  { date: new Date(2022, 6, 27), rate: 0.5 },
  { date: new Date(2022, 8, 14), rate: 1.25 },
  { date: new Date(2022, 10, 2), rate: 2.0 },
  { date: new Date(2022, 11, 21), rate: 2.5 },
  { date: new Date(2023, 1, 8), rate: 3.0 },
  { date: new Date(2023, 4, 10), rate: 3.75 },
  { date: new Date(2023, 8, 20), rate: 4.0 },
  { date: new Date(2024, 5, 12), rate: 3.75 },
  { date: new Date(2024, 9, 23), rate: 3.25 },
  { date: new Date(2024, 11, 31), rate: 3.25 },
];

const monthYear = (date: Date) =>
  date.toLocaleDateString('en-GB', { month: 'short', year: 'numeric' });

export default function InterestRateStepChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Policy interest rate, 2021 to 2024: zero until July 2022, raised in seven steps to 4% by
        September 2023, then cut to 3.25% in 2024.
      </Typography>
      <LineChart
        height={300}
        dataset={decisions}
        xAxis={[{ scaleType: 'time', dataKey: 'date', valueFormatter: monthYear }]}
        yAxis={[{ valueFormatter: (v: number) => `${v}%`, min: 0 }]}
        series={[
          {
            dataKey: 'rate',
            label: 'Policy rate',
            curve: 'stepAfter',
            valueFormatter: (v) => (v === null ? '' : `${v.toFixed(2)}%`),
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
