import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const years = Array.from({ length: 15 }, (_, index) => 2010 + index);
// Yearly temperature difference (°C) of a city against its 1991-2020 average.
const anomaly = [-0.4, 0.3, 0.1, -0.2, 0.6, 0.5, 0.2, 0.4, 0.9, 0.8, 1.0, 0.3, 1.2, 1.4, 1.1];

export default function TemperatureAnomalyAreaChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Yearly temperature against the 1991-2020 average, 2010 to 2024: below average in 2010 and
        2013, then warmer every year, up to +1.4 °C in 2023.
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ data: years, scaleType: 'point' }]}
        yAxis={[{ valueFormatter: (v: number) => `${v > 0 ? '+' : ''}${v} °C` }]}
        series={[
          {
            data: anomaly,
            label: 'Difference from average',
            area: true,
            color: '#e65100',
            valueFormatter: (v) => (v === null ? '' : `${v > 0 ? '+' : ''}${v} °C`),
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
        sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.3 } }}
      />
    </Box>
  );
}
