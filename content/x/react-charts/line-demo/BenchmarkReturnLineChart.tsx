import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Cumulative return since 1 January of a balanced fund and of its benchmark index, in percent.
const fund = [1.2, -0.8, -2.9, -1.6, 0.4, 2.1, 3.8, 3.1, 1.7, 2.9, 5.2, 6.4];
const benchmark = [0.9, 0.2, -1.8, -2.4, -0.9, 1.4, 2.6, 2.9, 2.2, 3.4, 4.6, 5.1];

const signedPercent = (value: number | null) =>
  value === null ? '' : `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;

export default function BenchmarkReturnLineChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Cumulative return of a balanced fund against its benchmark over a year: both dip below zero
        in spring (the fund to -2.9% in March), and the fund ends ahead at +6.4% against +5.1%.
      </Typography>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
        series={[
          { id: 'fund', data: fund, label: 'Balanced fund', curve: 'linear' as const },
          { id: 'benchmark', data: benchmark, label: 'Benchmark', curve: 'linear' as const },
        ].map((series) => ({ ...series, valueFormatter: signedPercent, showMark: false }))}
        sx={{
          // The benchmark is context: a thinner dashed line keeps the fund in front.
          '& .MuiLineElement-series-benchmark': { strokeDasharray: '6 4', strokeWidth: 1.5 },
        }}
      >
        <ChartsReferenceLine
          y={0}
          label="Start of year"
          labelAlign="start"
          lineStyle={{ strokeDasharray: '2 2' }}
        />
      </LineChart>
    </Box>
  );
}
