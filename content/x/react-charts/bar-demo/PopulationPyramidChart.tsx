import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const ageGroups = ['0-14', '15-29', '30-44', '45-59', '60-74', '75+'];
// Population of a mid-sized country by age group, in millions.
const men = [3.1, 3.6, 4.2, 4.6, 3.4, 1.3];
const women = [2.9, 3.4, 4.1, 4.7, 3.8, 2.1];

const millions = (v: number | null) => (v === null ? '' : `${Math.abs(v)} million`);

export default function PopulationPyramidChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Population pyramid: the 45-59 group is the largest (9.3 million); there are more women than
        men over 60, especially over 75 (2.1 against 1.3 million).
      </Typography>
      <BarChart
        height={320}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: ageGroups, label: 'Age' }]}
        xAxis={[{ valueFormatter: (v: number) => `${Math.abs(v)}M` }]}
        series={[
          {
            data: men.map((value) => -value),
            label: 'Men',
            stack: 'population',
            valueFormatter: millions,
          },
          { data: women, label: 'Women', stack: 'population', valueFormatter: millions },
        ]}
      />
    </Box>
  );
}
