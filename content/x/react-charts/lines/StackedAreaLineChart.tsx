import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
// Monthly cloud bill of a SaaS team in US dollars, by service.
const bill = {
  compute: [3120, 3240, 3380, 3610, 3560, 3890, 4210, 4420],
  storage: [860, 910, 970, 1040, 1110, 1180, 1260, 1330],
  network: [420, 450, 610, 580, 540, 720, 790, 760],
};

const dollars = (value: number | null) =>
  value === null ? '' : `$${value.toLocaleString('en-US')}`;

export default function StackedAreaLineChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Monthly cloud bill by service, January to August: the total grows from $4,400 to $6,510, and
        compute stays about two thirds of it.
      </Typography>
      <LineChart
        height={320}
        margin={{ left: 60 }}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ valueFormatter: (value: number) => `$${value / 1000}k` }]}
        series={[
          { data: bill.compute, label: 'Compute' },
          { data: bill.storage, label: 'Storage' },
          { data: bill.network, label: 'Network' },
        ].map((series) => ({
          ...series,
          stack: 'bill',
          area: true,
          showMark: false,
          valueFormatter: dollars,
        }))}
      />
    </Box>
  );
}
