import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June'];
// First day of each month, in UTC so the server and every browser place them identically.
const months = monthNames.map((name, index) => new Date(Date.UTC(2024, index, 1)));

// Average nightly rate (US dollars) of a city's short-term rentals, by district.
const rates = {
  oldTown: [142, 138, 155, 171, 189, 214],
  riverside: [118, 115, 124, 139, 152, 171],
};

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const perNight = (value: number | null) =>
  value === null ? 'no data' : `${dollars.format(value)} / night`;

export default function FormattedTooltipLineChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Average nightly rate of short-term rentals, January to June 2024: Old Town rises from $142
        to $214, Riverside from $118 to $171.
      </Typography>
      <LineChart
        height={320}
        xAxis={[
          {
            scaleType: 'utc',
            data: months,
            tickInterval: months,
            // One formatter writes the tick labels and the tooltip's header.
            valueFormatter: (date: Date) =>
              `${monthNames[date.getUTCMonth()].slice(0, 3)} ${date.getUTCFullYear()}`,
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => dollars.format(value) }]}
        series={[
          { data: rates.oldTown, label: 'Old Town', valueFormatter: perNight },
          { data: rates.riverside, label: 'Riverside', valueFormatter: perNight },
        ]}
      />
    </Box>
  );
}
