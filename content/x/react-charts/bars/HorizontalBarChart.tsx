import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

interface Airport {
  code: string;
  passengers: number;
}

// Passengers in 2023, in millions (rounded), for six large European airports.
const airports: Airport[] = [
  { code: 'London Heathrow', passengers: 79.2 },
  { code: 'Istanbul', passengers: 76.0 },
  { code: 'Paris CDG', passengers: 67.4 },
  { code: 'Amsterdam', passengers: 61.9 },
  { code: 'Madrid', passengers: 60.2 },
  { code: 'Frankfurt', passengers: 59.4 },
];

export default function HorizontalBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Passengers at six large European airports in 2023, from London Heathrow (79.2 million) to
        Frankfurt (59.4 million).
      </Typography>
      <BarChart
        height={320}
        layout="horizontal"
        dataset={airports.map((airport) => ({ ...airport }))}
        yAxis={[{ scaleType: 'band', dataKey: 'code' }]}
        xAxis={[{ label: 'Passengers (millions)' }]}
        series={[
          { dataKey: 'passengers', label: 'Passengers', valueFormatter: (v) => `${v} million` },
        ]}
        margin={{ left: 130 }}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
