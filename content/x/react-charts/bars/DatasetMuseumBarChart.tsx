import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Tickets sold per month at a city museum, one row per month as an API would return them.
const ticketSales = [
  { month: 'Jan', adults: 4120, students: 1830, children: 960 },
  { month: 'Feb', adults: 3980, students: 2210, children: 1420 },
  { month: 'Mar', adults: 4630, students: 2490, children: 1180 },
  { month: 'Apr', adults: 5870, students: 2050, children: 2310 },
  { month: 'May', adults: 6240, students: 2380, children: 1650 },
  { month: 'Jun', adults: 7150, students: 1320, children: 1890 },
];

const tickets = (value: number | null) =>
  value === null ? 'No data' : `${value.toLocaleString('en-US')} tickets`;

export default function DatasetMuseumBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Museum tickets sold per month by visitor type, January to June: adult tickets rise from
        4,120 to 7,150; children&apos;s tickets peak in April (2,310) with the spring holidays.
      </Typography>
      <BarChart
        height={320}
        dataset={ticketSales}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        series={[
          { dataKey: 'adults', label: 'Adults', valueFormatter: tickets },
          { dataKey: 'students', label: 'Students', valueFormatter: tickets },
          { dataKey: 'children', label: 'Children', valueFormatter: tickets },
        ]}
      />
    </Box>
  );
}
