import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// How 1,000 survey respondents commute to work.
const commute = [
  { id: 0, label: 'Car', value: 412 },
  { id: 1, label: 'Public transport', value: 268 },
  { id: 2, label: 'Bicycle', value: 143 },
  { id: 3, label: 'Walking', value: 109 },
  { id: 4, label: 'Remote', value: 52 },
  { id: 5, label: 'Other', value: 16 },
];

export default function ArcLabelPieChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        How 1,000 respondents commute: car 41%, public transport 27%, bicycle 14%, walking 11%,
        remote 5%, other 2%.
      </Typography>
      <PieChart
        height={300}
        series={[
          {
            data: commute,
            arcLabel: (item) => `${Math.round(item.value / 10)}%`,
            arcLabelMinAngle: 20,
            highlightScope: { highlighted: 'item', faded: 'global' },
            faded: { additionalRadius: -20, color: 'gray' },
          },
        ]}
        sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontWeight: 600 } }}
      />
    </Box>
  );
}
