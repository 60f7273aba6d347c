import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// A household's electricity use in kWh per month, by use.
const uses = [
  { label: 'Heating', data: [310, 280, 210, 120, 40, 0, 0, 0, 30, 110, 220, 300] },
  { label: 'Hot water', data: [95, 88, 90, 84, 80, 74, 70, 70, 76, 84, 90, 96] },
  { label: 'Appliances', data: [120, 112, 118, 114, 116, 110, 108, 104, 112, 118, 122, 130] },
];
const kwh = (value: number | null) => (value === null ? '' : `${value} kWh`);

export default function StackedAreaBudgetChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Electricity use of a household by month: heating drives the total from 174 kWh in August to
        526 kWh in December, above the 450 kWh monthly budget from December to February.
      </Typography>
      <LineChart
        height={340}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: 'kWh' }]}
        series={[
          ...uses.map((use) => ({
            ...use,
            stack: 'use',
            area: true,
            showMark: false,
            valueFormatter: kwh,
          })),
          // No `stack`: the budget is drawn on its own, from zero, over the stacked areas.
          {
            id: 'budget',
            label: 'Monthly budget',
            data: months.map(() => 450),
            showMark: false,
            color: '#d32f2f',
            valueFormatter: kwh,
          },
        ]}
        sx={{ '& .MuiLineElement-series-budget': { strokeDasharray: '6 4' } }}
      />
    </Box>
  );
}
