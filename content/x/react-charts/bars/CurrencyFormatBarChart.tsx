import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Revenue per month of 2023 in US dollars; the months are ISO keys, as a database returns them.
const months = ['2023-01', '2023-02', '2023-03', '2023-04', '2023-05', '2023-06'];
const revenue = [1_184_300, 1_092_750, 1_371_900, 1_455_200, 1_612_480, 1_736_050];

const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const fullDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const monthName = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export default function CurrencyFormatBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Monthly revenue from January to June 2023: a dip to $1.09M in February, then growth every
        month up to $1.74M in June.
      </Typography>
      <BarChart
        height={320}
        margin={{ left: 70 }}
        xAxis={[
          {
            scaleType: 'band',
            data: months,
            // Tick labels and the tooltip header: "2023-03" becomes "Mar 2023".
            valueFormatter: (key: string) => monthName.format(new Date(`${key}-01T00:00:00Z`)),
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => compactDollars.format(value) }]}
        series={[
          {
            data: revenue,
            label: 'Revenue',
            valueFormatter: (value: number) => fullDollars.format(value),
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
