import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Headcount of a growing company by team, on the first day of each quarter.
const quarters = ['Q1 23', 'Q2 23', 'Q3 23', 'Q4 23', 'Q1 24', 'Q2 24', 'Q3 24', 'Q4 24'];
const teams = [
  { label: 'Engineering', data: [14, 18, 18, 22, 27, 27, 31, 34] },
  { label: 'Sales', data: [5, 5, 8, 8, 10, 13, 13, 15] },
  { label: 'Operations', data: [3, 4, 4, 4, 6, 6, 7, 7] },
];

export default function HeadcountStepAreaChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Headcount by team at the start of each quarter, 2023 to 2024: the company grows from 22 to
        56 people, and engineering stays about 60% of it.
      </Typography>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: quarters }]}
        yAxis={[{ tickMinStep: 5, label: 'People' }]}
        series={teams.map((team) => ({
          ...team,
          stack: 'headcount',
          area: true,
          // Headcount changes on hiring dates and holds in between: a step, not a slope.
          curve: 'stepAfter' as const,
          showMark: false,
          valueFormatter: (value: number | null) => (value === null ? '' : `${value} people`),
        }))}
      />
    </Box>
  );
}
