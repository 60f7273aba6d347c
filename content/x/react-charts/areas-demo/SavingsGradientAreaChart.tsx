import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Savings toward a €6,000 emergency fund, balance at the end of each month in euros.
const balance = [450, 900, 1320, 1850, 2300, 2610, 3020, 3200, 3750, 4290, 4800, 5400];
const goal = 6000;

export default function SavingsGradientAreaChart() {
  const theme = useTheme();
  // SVG ids are global to the page: a unique one per chart instance avoids clashes.
  const gradientId = `savings-gradient-${React.useId().replace(/:/g, '')}`;
  const color = theme.palette.primary.main;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Savings toward a €6,000 emergency fund over a year: €5,400 saved by December (90% of the
        goal), with slower months in June and August.
      </Typography>
      <LineChart
        height={300}
        margin={{ left: 60 }}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ min: 0, max: 6500, valueFormatter: (value: number) => `€${value / 1000}k` }]}
        series={[
          {
            id: 'balance',
            data: balance,
            label: 'Balance',
            area: true,
            color,
            showMark: false,
            valueFormatter: (value: number | null) =>
              value === null ? '' : `€${value.toLocaleString('en-US')}`,
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
        sx={{ [`& .MuiAreaElement-series-balance`]: { fill: `url(#${gradientId})` } }}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor={color} stopOpacity={0.5} />
            <stop offset="100%" stopColor={color} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <ChartsReferenceLine
          y={goal}
          label="Goal €6,000"
          labelAlign="end"
          lineStyle={{ strokeDasharray: '4 4' }}
        />
      </LineChart>
    </Box>
  );
}
