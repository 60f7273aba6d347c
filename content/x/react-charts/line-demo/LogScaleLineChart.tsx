import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
// Cumulative downloads of two open-source libraries.
const established = [
  1_200_000, 2_100_000, 3_300_000, 4_600_000, 6_200_000, 7_900_000, 9_500_000, 11_200_000,
  12_800_000,
];
const newcomer = [
  2_000, 9_000, 40_000, 150_000, 520_000, 1_600_000, 4_100_000, 8_300_000, 13_900_000,
];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

export default function LogScaleLineChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Cumulative downloads on a logarithmic scale: the newcomer library grows from 2 thousand to
        13.9 million in eight years and overtakes the established one (12.8 million) in 2024.
      </Typography>
      <LineChart
        height={320}
        xAxis={[{ data: years, scaleType: 'point' }]}
        yAxis={[{ scaleType: 'log', valueFormatter: (v: number) => compact.format(v) }]}
        series={[
          {
            data: established,
            label: 'Established library',
            valueFormatter: (v) => (v === null ? '' : compact.format(v)),
          },
          {
            data: newcomer,
            label: 'Newcomer library',
            valueFormatter: (v) => (v === null ? '' : compact.format(v)),
          },
        ]}
      />
    </Box>
  );
}
