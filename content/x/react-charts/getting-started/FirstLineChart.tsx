import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Average daily visitors of a small online shop, per weekday.
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const visitors = [1240, 1315, 1190, 1402, 1688, 2210, 1964];

export default function FirstLineChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Average daily visitors by weekday: lowest on Wednesday (1,190), highest on Saturday (2,210).
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: weekdays }]}
        series={[{ data: visitors, label: 'Visitors' }]}
      />
    </Box>
  );
}
