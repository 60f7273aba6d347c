import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2012, 2014, 2016, 2018, 2020, 2022, 2024];
// Page views of a news site by browser engine family, millions per year.
const engines = [
  { label: 'Chromium', data: [110, 190, 290, 380, 450, 520, 560] },
  { label: 'WebKit', data: [60, 95, 120, 150, 170, 180, 190] },
  { label: 'Gecko', data: [80, 85, 70, 55, 45, 40, 35] },
  { label: 'Trident', data: [150, 110, 60, 30, 10, 0, 0] },
];

export default function BrowserShareAreaChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Share of page views by browser engine, 2012 to 2024: Chromium grows from 28% to 71%, Trident
        disappears, Gecko shrinks to 4% and WebKit stays near a quarter.
      </Typography>
      <LineChart
        height={320}
        xAxis={[{ data: years, scaleType: 'point' }]}
        yAxis={[{ valueFormatter: (v: number) => `${Math.round(v * 100)}%` }]}
        series={engines.map((engine) => ({
          ...engine,
          stack: 'views',
          stackOffset: 'expand' as const,
          area: true,
          showMark: false,
          valueFormatter: (v: number | null) => `${v} million views`,
        }))}
      />
    </Box>
  );
}
