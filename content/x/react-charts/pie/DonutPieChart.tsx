import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Where a household's monthly net income of €3,200 goes.
const budget = [
  { id: 'housing', label: 'Housing', value: 1120 },
  { id: 'food', label: 'Food', value: 540 },
  { id: 'transport', label: 'Transport', value: 310 },
  { id: 'savings', label: 'Savings', value: 480 },
  { id: 'leisure', label: 'Leisure', value: 350 },
  { id: 'other', label: 'Other', value: 400 },
];

const total = budget.reduce((sum, item) => sum + item.value, 0);
const share = (value: number) => `€${value} (${Math.round((value / total) * 100)}%)`;

export default function DonutPieChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Monthly household budget of €3,200: housing takes 35%, food 17%, savings 15%, and the rest
        is split between transport, leisure and other costs.
      </Typography>
      <PieChart
        height={300}
        series={[
          {
            data: budget,
            innerRadius: 60,
            outerRadius: 120,
            paddingAngle: 2,
            cornerRadius: 4,
            valueFormatter: (item) => share(item.value),
          },
        ]}
      />
    </Box>
  );
}
