import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Water level of a reservoir, read at irregular dates (UTC). The dates are fixed,
// so the server and the browser draw the same chart.
const readings = [
  { date: new Date(Date.UTC(2024, 0, 8)), level: 61.2 },
  { date: new Date(Date.UTC(2024, 0, 22)), level: 63.5 },
  { date: new Date(Date.UTC(2024, 1, 26)), level: 70.1 },
  { date: new Date(Date.UTC(2024, 2, 4)), level: 72.8 },
  { date: new Date(Date.UTC(2024, 3, 29)), level: 84.6 },
  { date: new Date(Date.UTC(2024, 4, 6)), level: 86.0 },
  { date: new Date(Date.UTC(2024, 6, 15)), level: 74.3 },
  { date: new Date(Date.UTC(2024, 7, 26)), level: 62.9 },
  { date: new Date(Date.UTC(2024, 8, 2)), level: 60.4 },
  { date: new Date(Date.UTC(2024, 10, 18)), level: 57.7 },
];

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export default function DatasetUtcLineChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Reservoir level as a share of capacity, from ten readings taken at irregular dates in 2024:
        it fills from 61% in January to 86% in early May, then drains to 58% by November.
      </Typography>
      <LineChart
        height={300}
        dataset={readings}
        xAxis={[
          {
            dataKey: 'date',
            scaleType: 'utc',
            // Ticks fall on round dates ("Mar 1"); the tooltip header shows the reading's date.
            valueFormatter: (date: Date) => shortDate.format(date),
          },
        ]}
        yAxis={[{ min: 50, max: 100, valueFormatter: (value: number) => `${value}%` }]}
        series={[
          {
            dataKey: 'level',
            label: 'Reservoir level',
            curve: 'linear',
            valueFormatter: (value: number | null) => (value === null ? '' : `${value}% full`),
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
