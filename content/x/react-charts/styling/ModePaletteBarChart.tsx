import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartsColorPalette } from '@mui/x-charts/colorPalettes';

// Darker tones on a light background, lighter ones on a dark background: same hues, both readable.
const seasonPalette: ChartsColorPalette = (mode) =>
  mode === 'dark'
    ? ['#80cbc4', '#ffcc80', '#ef9a9a', '#9fa8da']
    : ['#00897b', '#ef6c00', '#c62828', '#3949ab'];

const parks = ['Yosemite', 'Zion', 'Acadia', 'Olympic'];
// Visitors (thousands) to four national parks, by season.
const seasons = [
  { label: 'Spring', data: [820, 1230, 310, 620] },
  { label: 'Summer', data: [1710, 1480, 1720, 1410] },
  { label: 'Autumn', data: [940, 1320, 1290, 590] },
  { label: 'Winter', data: [430, 610, 90, 220] },
];

export default function ModePaletteBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Visitors to four national parks by season: summer is the busiest season everywhere, Acadia
        drops to 90,000 visitors in winter.
      </Typography>
      <BarChart
        height={320}
        colors={seasonPalette}
        xAxis={[{ scaleType: 'band', data: parks }]}
        yAxis={[{ valueFormatter: (value: number) => `${value / 1000}M` }]}
        series={seasons.map((season) => ({
          ...season,
          valueFormatter: (value: number | null) => `${value}k visitors`,
        }))}
      />
    </Box>
  );
}
