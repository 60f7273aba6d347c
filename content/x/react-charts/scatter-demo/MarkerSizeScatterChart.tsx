import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterValueType } from '@mui/x-charts/models';

interface Farm {
  id: string;
  x: number; // altitude, meters
  y: number; // cup score, out of 100
  hectares: number;
}

// Coffee farms of a cooperative: altitude, cupping score and planted area.
const farms: Farm[] = [
  { id: 'El Mirador', x: 1250, y: 82.5, hectares: 3 },
  { id: 'La Esperanza', x: 1420, y: 84.0, hectares: 12 },
  { id: 'Los Pinos', x: 1610, y: 85.5, hectares: 6 },
  { id: 'San Rafael', x: 1780, y: 87.0, hectares: 2 },
  { id: 'Buenavista', x: 1350, y: 83.0, hectares: 28 },
  { id: 'El Roble', x: 1890, y: 88.5, hectares: 4 },
  { id: 'Santa Ana', x: 1530, y: 84.5, hectares: 35 },
  { id: 'La Cumbre', x: 2010, y: 89.0, hectares: 9 },
  { id: 'Las Nubes', x: 1700, y: 86.0, hectares: 18 },
  { id: 'El Llano', x: 1180, y: 81.5, hectares: 41 },
];

// A series has one markerSize, so the third value is bucketed into sizes: one series each.
const buckets = [
  { label: 'Under 5 ha', markerSize: 4, test: (ha: number) => ha < 5 },
  { label: '5 to 20 ha', markerSize: 8, test: (ha: number) => ha >= 5 && ha <= 20 },
  { label: 'Over 20 ha', markerSize: 13, test: (ha: number) => ha > 20 },
];

export default function MarkerSizeScatterChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Altitude against cup score for ten coffee farms, marker size by planted area: scores climb
        from 81.5 at 1,180 m to 89 at 2,010 m, and the three largest farms all sit below 1,550 m.
      </Typography>
      <ScatterChart
        height={360}
        xAxis={[{ label: 'Altitude (m)', min: 1100, max: 2100 }]}
        yAxis={[{ label: 'Cup score', min: 80, max: 90 }]}
        series={buckets.map((bucket) => {
          const data = farms.filter((farm) => bucket.test(farm.hectares));
          return {
            label: bucket.label,
            markerSize: bucket.markerSize,
            data,
            // The formatter receives the point; its id finds the farm's other fields.
            valueFormatter: ({ id, x, y }: ScatterValueType) => {
              const farm = farms.find((item) => item.id === id);
              return `${id}: ${x} m, score ${y}, ${farm?.hectares} ha`;
            },
          };
        })}
      />
    </Box>
  );
}
