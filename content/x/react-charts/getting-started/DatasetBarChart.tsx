import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// One object per city: the rows you typically get from an API.
const rainfall = [
  { city: 'Bergen', spring: 480, autumn: 780 },
  { city: 'Dublin', spring: 170, autumn: 230 },
  { city: 'Lisbon', spring: 170, autumn: 300 },
  { city: 'Madrid', spring: 120, autumn: 140 },
  { city: 'Vienna', spring: 160, autumn: 140 },
];

const mm = (value: number) => `${value} mm`;

export default function DatasetBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Spring and autumn rainfall in five European cities; Bergen is by far the wettest.
      </Typography>
      <BarChart
        height={300}
        dataset={rainfall}
        xAxis={[{ scaleType: 'band', dataKey: 'city' }]}
        series={[
          { dataKey: 'spring', label: 'Spring (Mar-May)', valueFormatter: mm },
          { dataKey: 'autumn', label: 'Autumn (Sep-Nov)', valueFormatter: mm },
        ]}
      />
    </Box>
  );
}
