import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Water level (cm) of a river gauge at noon, over three weeks of spring.
const level = [
  182, 188, 195, 214, 236, 251, 247, 231, 219, 204, 196, 189, 185, 181, 178, 176, 180, 193, 207,
  199, 190,
];
const days = level.map((_, index) => index + 1);
const max = Math.max(...level);
const min = Math.min(...level);

export default function ExtremesMarkedLineChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        River level at noon over 21 days: a flood crest of {max} cm on day 6, a low of {min} cm on
        day 16, then a smaller rise.
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ data: days, label: 'Day', tickMinStep: 1 }]}
        yAxis={[{ label: 'Level (cm)' }]}
        series={[
          {
            data: level,
            label: 'Water level',
            curve: 'monotoneX',
            // Only the highest and lowest readings get a mark.
            showMark: ({ value }) => value === max || value === min,
            valueFormatter: (v) => (v === null ? '' : `${v} cm`),
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
