import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Members in a climbing gym's subscription plan at the end of each week of 2023 (52 weeks).
const weeks = Array.from({ length: 52 }, (_, index) => index + 1);
const members = [
  412, 428, 441, 450, 447, 459, 466, 472, 470, 481, 489, 493, 498, 495, 488, 479, 470, 462, 455,
  449, 441, 436, 430, 427, 425, 429, 436, 448, 463, 477, 492, 506, 519, 528, 536, 541, 549, 553,
  560, 566, 571, 569, 575, 578, 584, 582, 579, 570, 561, 566, 580, 597,
];

const peak = Math.max(...members);
const low = Math.min(...members.slice(12));

// A mark every 13 weeks (end of each quarter) and on the highest and lowest values.
const showMark = ({ index, value }: { index: number; value: number }) =>
  (index + 1) % 13 === 0 || value === peak || value === low;

export default function ShowMarkLineChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Climbing gym members at the end of each week of 2023, marked at each quarter end and at the
        extremes: a summer low of {low} members in week 25, then growth to {peak} in week 52.
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ data: weeks, valueFormatter: (week: number) => `Week ${week}`, tickMinStep: 4 }]}
        series={[{ data: members, label: 'Members', showMark, curve: 'linear' }]}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
