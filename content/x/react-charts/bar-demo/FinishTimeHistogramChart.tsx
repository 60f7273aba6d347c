import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type {} from '@mui/material/themeCssVarsAugmentation';

// Finishers of a city half marathon, counted per 10-minute bin of finish time.
const bins = [
  '1:10',
  '1:20',
  '1:30',
  '1:40',
  '1:50',
  '2:00',
  '2:10',
  '2:20',
  '2:30',
  '2:40',
  '2:50',
  '3:00',
];
const finishers = [12, 86, 342, 891, 1420, 1566, 1208, 744, 402, 188, 71, 23];

// Declared apart with `as const`: the gap ratios only exist on band axes.
const timeAxis = {
  scaleType: 'band' as const,
  data: bins,
  // No gap between categories: the bins of a histogram touch, since time is continuous.
  categoryGapRatio: 0,
  label: 'Finish time (hours:minutes, start of each bin)',
};

export default function FinishTimeHistogramChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Finish times of 6,953 half marathon runners in 10-minute bins: most finish between 1:50 and
        2:10 (2,986 runners), a dozen under 1:20 and 23 after 3:00.
      </Typography>
      <BarChart
        height={320}
        xAxis={[timeAxis]}
        yAxis={[{ label: 'Runners' }]}
        series={[
          {
            data: finishers,
            label: 'Runners',
            valueFormatter: (value: number) => `${value.toLocaleString('en-US')} runners`,
          },
        ]}
        margin={{ left: 70, bottom: 60 }}
        slotProps={{ legend: { hidden: true } }}
        sx={(theme) => ({
          // A thin outline in the page's background color separates the touching bars.
          '& .MuiBarElement-root': {
            stroke: (theme.vars ?? theme).palette.background.paper,
            strokeWidth: 1,
          },
        })}
      />
    </Box>
  );
}
