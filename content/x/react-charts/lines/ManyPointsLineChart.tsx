import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// 1,440 readings: one per minute of a day. The values come from a fixed formula
// (daily cycle plus a regular ripple), so the server and the browser compute the same data.
const minutes = Array.from({ length: 1440 }, (_, minute) => minute);
const load = minutes.map((minute) => {
  const daily = 45 - 30 * Math.cos(((minute - 120) / 1440) * 2 * Math.PI);
  const ripple = 6 * Math.sin(minute / 7) + 3 * Math.sin(minute / 2.3);
  return Math.round(Math.max(2, daily + ripple) * 10) / 10;
});

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export default function ManyPointsLineChart() {
  const [interactive, setInteractive] = React.useState(false);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Server CPU load sampled every minute over one day (1,440 points): lowest around 02:00,
        highest around 14:00, near 80%.
      </Typography>
      <FormControlLabel
        sx={{ pt: 1 }}
        control={
          <Switch
            checked={interactive}
            onChange={(event) => setInteractive(event.target.checked)}
          />
        }
        label="Tooltip and axis highlight"
      />
      <LineChart
        height={300}
        xAxis={[
          {
            data: minutes,
            min: 0,
            max: 1439,
            tickInterval: [0, 240, 480, 720, 960, 1200, 1439],
            valueFormatter: clock,
          },
        ]}
        yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
        series={[
          {
            data: load,
            label: 'CPU load',
            showMark: false,
            curve: 'linear',
            valueFormatter: (value: number | null) => (value === null ? '' : `${value}%`),
          },
        ]}
        disableLineItemHighlight={!interactive}
        tooltip={{ trigger: interactive ? 'axis' : 'none' }}
        axisHighlight={{ x: interactive ? 'line' : 'none', y: 'none' }}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
