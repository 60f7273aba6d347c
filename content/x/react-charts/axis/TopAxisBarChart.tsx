import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Share of electricity from renewable sources in 2023, in percent (rounded, illustrative).
const countries = [
  { country: 'Norway', renewables: 98 },
  { country: 'Iceland', renewables: 97 },
  { country: 'Brazil', renewables: 89 },
  { country: 'New Zealand', renewables: 87 },
  { country: 'Canada', renewables: 68 },
  { country: 'Portugal', renewables: 61 },
  { country: 'Spain', renewables: 51 },
  { country: 'Germany', renewables: 50 },
  { country: 'United Kingdom', renewables: 45 },
  { country: 'Italy', renewables: 43 },
];

const percent = (value: number) => `${value}%`;

export default function TopAxisBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Share of electricity from renewable sources in 2023 for ten countries, from Norway (98%) to
        Italy (43%); the scale is at the top, where a ranked list starts.
      </Typography>
      <BarChart
        height={400}
        layout="horizontal"
        dataset={countries}
        margin={{ top: 50, bottom: 10, left: 110 }}
        yAxis={[{ scaleType: 'band', dataKey: 'country' }]}
        xAxis={[{ min: 0, max: 100, valueFormatter: percent }]}
        // The x-axis is drawn at the top and nothing at the bottom.
        topAxis={{ label: 'Renewable share of electricity', disableTicks: true }}
        bottomAxis={null}
        leftAxis={{ disableTicks: true }}
        series={[{ dataKey: 'renewables', label: 'Renewables', valueFormatter: percent }]}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
