import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
// CPU load (%) of a web server over one day; an alert fires above 85%.
const load = [
  22, 18, 15, 14, 14, 16, 25, 41, 58, 66, 71, 74, 79, 83, 88, 91, 86, 72, 63, 55, 47, 39, 31, 26,
];

export default function ReferenceLinesChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Hourly CPU load of a web server: it stays under 25% at night, rises through the day and
        crosses the 85% alert threshold from 14:00 to 16:00, peaking at 91% at 15:00.
      </Typography>
      <LineChart
        height={320}
        xAxis={[{ data: hours, valueFormatter: (h: number) => `${h}:00`, tickMinStep: 3 }]}
        yAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v}%` }]}
        series={[
          {
            data: load,
            label: 'CPU load',
            showMark: false,
            valueFormatter: (v) => (v === null ? '' : `${v}%`),
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
      >
        <ChartsReferenceLine
          y={85}
          label="Alert threshold (85%)"
          labelAlign="start"
          lineStyle={{ stroke: '#d32f2f', strokeDasharray: '6 4' }}
          labelStyle={{ fill: '#d32f2f', fontSize: 12 }}
        />
        <ChartsReferenceLine
          x={9}
          label="Business hours"
          labelAlign="end"
          lineStyle={{ strokeDasharray: '2 4' }}
        />
        <ChartsReferenceLine x={18} lineStyle={{ strokeDasharray: '2 4' }} />
      </LineChart>
    </Box>
  );
}
