import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly net result (k€) of a seasonal ice-cream business.
const result = [-18, -14, -6, 4, 16, 32, 41, 38, 12, -4, -12, -20];

export default function ProfitLossBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Monthly net result of an ice-cream business: losses from October to March (down to -€20k in
        December), profits from April to September (up to €41k in July).
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ valueFormatter: (v: number) => `€${v}k` }]}
        series={[{ data: result, label: 'Net result', valueFormatter: (v) => `€${v}k` }]}
        slotProps={{ legend: { hidden: true } }}
      >
        <ChartsReferenceLine y={0} />
      </BarChart>
    </Box>
  );
}
