import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Closing price (USD) of a fictional share over 60 trading days, starting 2 January 2024.
// Dates are built and read in UTC, on a `utc` scale, so every reader (and the server) gets
// the same days, ticks and labels whatever their time zone.
const start = new Date(Date.UTC(2024, 0, 2));
const tradingDays: Date[] = [];
for (let day = new Date(start); tradingDays.length < 60; day.setUTCDate(day.getUTCDate() + 1)) {
  if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) {
    tradingDays.push(new Date(day));
  }
}
const mondays = tradingDays.filter((date) => date.getUTCDay() === 1);
const prices = tradingDays.map(
  (_, index) =>
    Math.round((48 + index * 0.18 + Math.sin(index / 4) * 2.4 + Math.cos(index / 9) * 1.5) * 100) /
    100,
);

const shortDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export default function TickControlChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Closing price over 60 trading days from 2 January 2024: after a dip to about $48 in late
        January, it climbs from about $50 to about $62.
      </Typography>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'utc',
            data: tradingDays,
            valueFormatter: shortDate,
            // One tick per Monday, whatever the chart's width. A time or UTC axis takes an
            // array of values here; a filtering function only works on point axes.
            tickInterval: mondays,
            tickLabelInterval: (date: Date) => date.getUTCDate() <= 7,
          },
        ]}
        yAxis={[{ valueFormatter: (v: number) => `$${v}`, min: 40, tickMinStep: 5 }]}
        series={[
          {
            data: prices,
            label: 'Closing price',
            showMark: false,
            valueFormatter: (v) => (v === null ? '' : `$${v.toFixed(2)}`),
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
