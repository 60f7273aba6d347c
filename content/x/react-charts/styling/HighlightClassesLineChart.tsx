import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';

const years = [2017, 2018, 2019, 2020, 2021, 2022, 2023];
// Share of trips to work (%) in a mid-sized city, by mode of transport.
const modes = [
  { id: 'car', label: 'Car', data: [58, 57, 55, 49, 50, 47, 44] },
  { id: 'transit', label: 'Public transport', data: [22, 22, 23, 17, 19, 22, 23] },
  { id: 'bike', label: 'Bicycle', data: [9, 10, 11, 16, 17, 18, 20] },
  { id: 'walk', label: 'Walking', data: [11, 11, 11, 18, 14, 13, 13] },
];

export default function HighlightClassesLineChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Trips to work by mode, 2017 to 2023: the car&apos;s share falls from 58% to 44% while
        cycling more than doubles, from 9% to 20%.
      </Typography>
      <LineChart
        height={320}
        xAxis={[{ data: years, scaleType: 'point' }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
        series={modes.map((mode) => ({
          ...mode,
          valueFormatter: (value: number | null) => `${value}%`,
          highlightScope: { highlighted: 'series', faded: 'global' } as const,
        }))}
        sx={{
          [`& .${lineElementClasses.root}`]: { transition: 'opacity 0.2s, stroke-width 0.2s' },
          // The hovered series gets a thicker line, the others step back.
          [`& .${lineElementClasses.highlighted}`]: { strokeWidth: 4 },
          [`& .${lineElementClasses.faded}`]: { opacity: 0.25 },
          [`& .${markElementClasses.faded}`]: { opacity: 0.25 },
        }}
      />
    </Box>
  );
}
