import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// 96 API requests sampled every 15 minutes over a day: response time grows with daytime load.
const requests = Array.from({ length: 96 }, (_, index) => {
  const hour = index / 4;
  const load = Math.max(0, Math.sin(((hour - 6) / 24) * 2 * Math.PI));
  // A fixed pseudo-random jitter, so the demo renders the same data every time.
  const jitter = ((index * 37) % 23) * 4;
  return { id: index, x: Math.round(hour * 100) / 100, y: Math.round(90 + load * 160 + jitter) };
});
const slow = requests.filter((request) => request.y > 300);
const normal = requests.filter((request) => request.y <= 300);

const format = ({ x, y }: { x: number; y: number }) => {
  const minutes = Math.round((x % 1) * 60);
  return `${Math.floor(x)}:${String(minutes).padStart(2, '0')}, ${y} ms`;
};

export default function ResponseTimeScatterChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Response times of 96 sampled API requests over a day: about 100 ms at night, rising to 250
        to 330 ms around midday; {slow.length} requests exceed the 300 ms objective.
      </Typography>
      <ScatterChart
        height={320}
        xAxis={[
          {
            min: 0,
            max: 24,
            label: 'Hour of day',
            tickInterval: [0, 3, 6, 9, 12, 15, 18, 21, 24],
            valueFormatter: (h: number) => `${h}:00`,
          },
        ]}
        yAxis={[{ min: 0, label: 'Response time (ms)' }]}
        series={[
          { data: normal, label: 'Within objective', valueFormatter: format, markerSize: 3 },
          { data: slow, label: 'Slower than 300 ms', valueFormatter: format, markerSize: 5 },
        ]}
      >
        <ChartsReferenceLine y={300} label="Objective" labelAlign="end" />
      </ScatterChart>
    </Box>
  );
}
