import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';
import type {} from '@mui/material/themeCssVarsAugmentation';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Hours of sleep per night, tracked by a wearable; the healthy range is 7 to 9 hours.
const sleep = [6.2, 7.4, 6.8, 7.9, 5.9, 8.6, 8.1];

// A shaded band between two y values, drawn with the chart's own scale.
function RangeBand({ from, to }: { from: number; to: number }) {
  const theme = useTheme();
  const { left, width } = useDrawingArea();
  const yScale = useYScale() as (value: number) => number;
  const top = yScale(to);
  const bottom = yScale(from);
  return (
    <rect
      x={left}
      y={top}
      width={width}
      height={bottom - top}
      fill={(theme.vars ?? theme).palette.success.main}
      opacity={0.15}
    />
  );
}

export default function TargetBandChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Hours of sleep per night over a week against the healthy range of 7 to 9 hours (shaded):
        Monday, Wednesday and Friday fall short, with the lowest at 5.9 hours on Friday.
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ min: 4, max: 10, label: 'Hours' }]}
        series={[
          {
            data: sleep,
            label: 'Sleep',
            valueFormatter: (v) => (v === null ? '' : `${v} h`),
          },
        ]}
      >
        <RangeBand from={7} to={9} />
      </LineChart>
    </Box>
  );
}
