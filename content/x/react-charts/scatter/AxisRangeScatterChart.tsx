import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Apartments sold in one district last year: living area (m²) against price (thousand euros).
const sales = [
  [38, 212],
  [45, 248],
  [52, 281],
  [58, 305],
  [61, 332],
  [67, 349],
  [72, 371],
  [74, 398],
  [80, 415],
  [85, 441],
  [91, 468],
  [96, 502],
  [104, 529],
  [118, 611],
  [146, 795],
  [210, 1380],
].map(([x, y], index) => ({ id: index, x, y }));

export default function AxisRangeScatterChart() {
  const [zoomed, setZoomed] = React.useState(true);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Apartment sales by living area and price: up to 120 m², each extra square meter adds about
        €5,000; a 210 m² penthouse sold for €1.38 million.
      </Typography>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Switch checked={zoomed} onChange={(event) => setZoomed(event.target.checked)} />}
        label="Zoom on apartments up to 120 m²"
      />
      <ScatterChart
        height={340}
        margin={{ left: 70 }}
        xAxis={[{ label: 'Living area (m²)', min: zoomed ? 30 : 0, max: zoomed ? 120 : 220 }]}
        yAxis={[
          {
            min: zoomed ? 150 : 0,
            max: zoomed ? 650 : 1500,
            valueFormatter: (value: number) => `€${value}k`,
          },
        ]}
        series={[
          {
            data: sales,
            label: 'Sales',
            valueFormatter: ({ x, y }) => `${x} m², €${y}k`,
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
