import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
// Electricity supply (GW) of a regional grid over a sunny spring day, by source.
const supply = [
  {
    label: 'Nuclear',
    data: [8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8],
  },
  {
    label: 'Wind',
    data: [6, 6, 7, 7, 6, 5, 5, 4, 4, 3, 3, 3, 3, 3, 4, 4, 5, 6, 6, 7, 7, 7, 6, 6],
  },
  {
    label: 'Solar',
    data: [0, 0, 0, 0, 0, 0, 1, 3, 6, 9, 11, 13, 14, 13, 11, 9, 6, 3, 1, 0, 0, 0, 0, 0],
  },
  {
    label: 'Gas',
    data: [5, 4, 3, 3, 4, 6, 8, 9, 7, 5, 3, 2, 1, 2, 3, 5, 8, 11, 13, 12, 10, 8, 7, 6],
  },
];

export default function EnergyMixAreaChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Electricity supply over a sunny day, stacked by source: solar peaks at 14 GW at noon and
        replaces most gas, which returns for the evening peak of 13 GW at 18:00.
      </Typography>
      <LineChart
        height={340}
        xAxis={[{ data: hours, valueFormatter: (h: number) => `${h}:00`, tickMinStep: 3 }]}
        yAxis={[{ label: 'GW' }]}
        series={supply.map((source) => ({
          ...source,
          stack: 'supply',
          area: true,
          showMark: false,
          curve: 'monotoneX' as const,
          valueFormatter: (v: number | null) => `${v} GW`,
        }))}
      />
    </Box>
  );
}
