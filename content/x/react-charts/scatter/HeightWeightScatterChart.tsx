import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

interface Athlete {
  id: string;
  x: number; // height in cm
  y: number; // weight in kg
}

// Height and weight of members of a national swimming team and gymnastics team.
const swimmers: Athlete[] = [
  { id: 's1', x: 178, y: 72 },
  { id: 's2', x: 185, y: 80 },
  { id: 's3', x: 191, y: 86 },
  { id: 's4', x: 172, y: 64 },
  { id: 's5', x: 188, y: 83 },
  { id: 's6', x: 195, y: 91 },
  { id: 's7', x: 181, y: 76 },
  { id: 's8', x: 176, y: 68 },
  { id: 's9', x: 183, y: 79 },
  { id: 's10', x: 198, y: 95 },
];
const gymnasts: Athlete[] = [
  { id: 'g1', x: 152, y: 45 },
  { id: 'g2', x: 160, y: 54 },
  { id: 'g3', x: 166, y: 61 },
  { id: 'g4', x: 148, y: 41 },
  { id: 'g5', x: 170, y: 66 },
  { id: 'g6', x: 157, y: 50 },
  { id: 'g7', x: 163, y: 58 },
  { id: 'g8', x: 168, y: 63 },
  { id: 'g9', x: 155, y: 49 },
  { id: 'g10', x: 173, y: 68 },
];

const format = ({ x, y }: { x: number; y: number }) => `${x} cm, ${y} kg`;

export default function HeightWeightScatterChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Height against weight of 10 swimmers and 10 gymnasts: weight rises with height in both
        teams, and swimmers are taller (172 to 198 cm) than gymnasts (148 to 173 cm).
      </Typography>
      <ScatterChart
        height={340}
        xAxis={[{ label: 'Height (cm)', min: 140, max: 205 }]}
        yAxis={[{ label: 'Weight (kg)', min: 35, max: 100 }]}
        series={[
          { data: swimmers, label: 'Swimmers', valueFormatter: format },
          { data: gymnasts, label: 'Gymnasts', valueFormatter: format },
        ]}
      />
    </Box>
  );
}
