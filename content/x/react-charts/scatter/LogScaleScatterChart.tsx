import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

interface Country {
  id: string;
  x: number; // GDP per person, thousands of US dollars (rounded)
  y: number; // life expectancy at birth, years (rounded)
}

const africa: Country[] = [
  { id: 'Niger', x: 0.6, y: 62 },
  { id: 'Ethiopia', x: 1.0, y: 65 },
  { id: 'Nigeria', x: 2.2, y: 53 },
  { id: 'Kenya', x: 2.1, y: 62 },
  { id: 'Morocco', x: 3.6, y: 75 },
  { id: 'South Africa', x: 6.8, y: 62 },
];
const asia: Country[] = [
  { id: 'Nepal', x: 1.3, y: 70 },
  { id: 'India', x: 2.4, y: 67 },
  { id: 'Vietnam', x: 4.2, y: 74 },
  { id: 'China', x: 12.7, y: 78 },
  { id: 'Japan', x: 34, y: 84 },
  { id: 'Singapore', x: 83, y: 83 },
];
const europe: Country[] = [
  { id: 'Ukraine', x: 4.5, y: 69 },
  { id: 'Bulgaria', x: 13.8, y: 72 },
  { id: 'Poland', x: 18.7, y: 77 },
  { id: 'Spain', x: 29.7, y: 83 },
  { id: 'Germany', x: 48.7, y: 81 },
  { id: 'Norway', x: 106, y: 83 },
];

const format = ({ x, y }: { x: number; y: number }) => `$${x}k per person, ${y} years`;

export default function LogScaleScatterChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        GDP per person (logarithmic scale) against life expectancy for 18 countries: life expectancy
        rises quickly with income up to about $15k per person, then levels off near 80 to 84 years.
      </Typography>
      <ScatterChart
        height={340}
        xAxis={[
          {
            scaleType: 'log',
            label: 'GDP per person (thousands of US$, log scale)',
            min: 0.5,
            max: 120,
          },
        ]}
        yAxis={[{ label: 'Life expectancy (years)', min: 50, max: 90 }]}
        series={[
          { data: africa, label: 'Africa', valueFormatter: format, markerSize: 6 },
          { data: asia, label: 'Asia', valueFormatter: format, markerSize: 6 },
          { data: europe, label: 'Europe', valueFormatter: format, markerSize: 6 },
        ]}
      />
    </Box>
  );
}
