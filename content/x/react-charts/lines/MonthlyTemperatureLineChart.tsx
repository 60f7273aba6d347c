import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Average monthly high temperature (°C), climate normals.
// Dates at midnight UTC on a `utc` scale: the ticks and labels are the same in every time zone,
// on the server and in the browser.
const months = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2024, month, 1)));
const reykjavik = [3, 3, 4, 6, 10, 12, 14, 14, 11, 7, 4, 3];
const lisbon = [15, 16, 19, 20, 23, 27, 29, 29, 27, 23, 18, 15];
const singapore = [30, 31, 32, 32, 32, 31, 31, 31, 31, 31, 31, 30];

const monthName = (date: Date) =>
  date.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' });
const celsius = (value: number | null) => (value === null ? '' : `${value} °C`);

export default function MonthlyTemperatureLineChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Average monthly highs: Singapore stays near 31 °C all year, Lisbon swings from 15 to 29 °C
        and Reykjavik from 3 to 14 °C.
      </Typography>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'utc', data: months, valueFormatter: monthName }]}
        yAxis={[{ label: '°C' }]}
        series={[
          { data: reykjavik, label: 'Reykjavik', valueFormatter: celsius },
          { data: lisbon, label: 'Lisbon', valueFormatter: celsius },
          { data: singapore, label: 'Singapore', valueFormatter: celsius },
        ]}
      />
    </Box>
  );
}
