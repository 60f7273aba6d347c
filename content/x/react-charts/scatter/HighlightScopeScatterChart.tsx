import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

type Highlighted = 'none' | 'item' | 'series';
type Faded = 'none' | 'series' | 'global';

// Curb weight (kg) against city fuel use (L/100 km) of cars tested by a consumer magazine.
const toCars = (prefix: string, points: [number, number][]) =>
  points.map(([x, y], index) => ({ id: `${prefix}-${index}`, x, y }));

const hatchbacks = toCars('hatch', [
  [1090, 6.1],
  [1150, 6.4],
  [1210, 6.9],
  [1180, 6.2],
  [1260, 7.1],
  [1120, 5.8],
]);
const sedans = toCars('sedan', [
  [1380, 7.4],
  [1450, 7.9],
  [1520, 8.3],
  [1410, 7.2],
  [1590, 8.8],
  [1490, 8.1],
]);
const suvs = toCars('suv', [
  [1640, 9.2],
  [1720, 9.8],
  [1810, 10.6],
  [1690, 9.1],
  [1930, 11.4],
  [2050, 12.1],
]);

export default function HighlightScopeScatterChart() {
  const [highlighted, setHighlighted] = React.useState<Highlighted>('item');
  const [faded, setFaded] = React.useState<Faded>('global');
  const highlightScope = { highlighted, faded };

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Weight against city fuel use of 18 cars: consumption rises with weight, from 5.8 L/100 km
        for the lightest hatchback to 12.1 L/100 km for the heaviest SUV.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 1.5, flexWrap: 'wrap' }} useFlexGap>
        <FormControl size="small" sx={{ minWidth: 170 }}>
          <InputLabel id="scatter-highlighted-label">highlighted</InputLabel>
          <Select
            labelId="scatter-highlighted-label"
            label="highlighted"
            value={highlighted}
            onChange={(event) => setHighlighted(event.target.value as Highlighted)}
          >
            <MenuItem value="none">none</MenuItem>
            <MenuItem value="item">item</MenuItem>
            <MenuItem value="series">series</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 170 }}>
          <InputLabel id="scatter-faded-label">faded</InputLabel>
          <Select
            labelId="scatter-faded-label"
            label="faded"
            value={faded}
            onChange={(event) => setFaded(event.target.value as Faded)}
          >
            <MenuItem value="none">none</MenuItem>
            <MenuItem value="series">series</MenuItem>
            <MenuItem value="global">global</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <ScatterChart
        height={340}
        xAxis={[{ label: 'Curb weight (kg)', min: 1000, max: 2100 }]}
        yAxis={[{ label: 'City fuel use (L/100 km)', min: 5, max: 13 }]}
        series={[
          { data: hatchbacks, label: 'Hatchback' },
          { data: sedans, label: 'Sedan' },
          { data: suvs, label: 'SUV' },
        ].map((group) => ({
          ...group,
          highlightScope,
          markerSize: 6,
          valueFormatter: ({ x, y }: { x: number; y: number }) => `${x} kg, ${y} L/100 km`,
        }))}
      />
    </Box>
  );
}
