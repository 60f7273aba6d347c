import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

interface Flower {
  id: number;
  x: number; // petal length, cm
  y: number; // petal width, cm
}

// Petal measurements of three kinds of flowers from a botany class' field notes.
const toFlowers = (points: [number, number][], offset: number): Flower[] =>
  points.map(([x, y], index) => ({ id: offset + index, x, y }));

const bellflower = toFlowers(
  [
    [1.4, 0.2],
    [1.3, 0.2],
    [1.5, 0.3],
    [1.6, 0.2],
    [1.4, 0.4],
    [1.7, 0.3],
    [1.2, 0.2],
    [1.5, 0.1],
    [1.9, 0.4],
    [1.6, 0.6],
  ],
  0,
);
const coneflower = toFlowers(
  [
    [4.7, 1.4],
    [4.5, 1.5],
    [4.9, 1.5],
    [4.0, 1.3],
    [4.6, 1.3],
    [3.9, 1.1],
    [4.4, 1.4],
    [3.5, 1.0],
    [4.2, 1.2],
    [5.0, 1.7],
  ],
  100,
);
const iris = toFlowers(
  [
    [6.0, 2.5],
    [5.1, 1.9],
    [5.9, 2.1],
    [5.6, 1.8],
    [5.8, 2.2],
    [6.6, 2.1],
    [4.9, 1.8],
    [6.1, 2.3],
    [5.4, 2.1],
    [5.5, 1.8],
  ],
  200,
);

const scope = { highlighted: 'series', faded: 'global' } as const;
const format = ({ x, y }: { x: number; y: number }) => `${x} × ${y} cm`;

export default function ClusterHighlightScatterChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Petal length against width for three flowers: bellflowers form a tight group of small petals
        (under 2 cm long), while coneflowers (3.5 to 5 cm) and irises (4.9 to 6.6 cm) slightly
        overlap.
      </Typography>
      <ScatterChart
        height={340}
        xAxis={[{ label: 'Petal length (cm)', min: 0, max: 7 }]}
        yAxis={[{ label: 'Petal width (cm)', min: 0, max: 3 }]}
        series={[
          { data: bellflower, label: 'Bellflower', highlightScope: scope, valueFormatter: format },
          { data: coneflower, label: 'Coneflower', highlightScope: scope, valueFormatter: format },
          { data: iris, label: 'Iris', highlightScope: scope, valueFormatter: format },
        ]}
      />
    </Box>
  );
}
