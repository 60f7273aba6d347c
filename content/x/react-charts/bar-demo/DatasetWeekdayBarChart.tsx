import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Average covers (guests) per weekday at a restaurant, lunch and dinner.
const covers = [
  { day: 'Mon', lunch: 38, dinner: 52 },
  { day: 'Tue', lunch: 41, dinner: 58 },
  { day: 'Wed', lunch: 45, dinner: 63 },
  { day: 'Thu', lunch: 47, dinner: 79 },
  { day: 'Fri', lunch: 55, dinner: 118 },
  { day: 'Sat', lunch: 72, dinner: 131 },
  { day: 'Sun', lunch: 94, dinner: 66 },
];

// Declared apart: gap ratios exist on band axes only, which an inline literal cannot express.
const dayAxis = { scaleType: 'band' as const, dataKey: 'day', categoryGapRatio: 0.35 };

export default function DatasetWeekdayBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Average guests per weekday: dinner peaks on Saturday (131) and Friday (118), while Sunday is
        the only day when lunch (94) beats dinner (66).
      </Typography>
      <BarChart
        height={300}
        dataset={covers}
        xAxis={[dayAxis]}
        series={[
          { dataKey: 'lunch', label: 'Lunch', stack: 'covers' },
          { dataKey: 'dinner', label: 'Dinner', stack: 'covers' },
        ]}
        axisHighlight={{ x: 'band' }}
      />
    </Box>
  );
}
