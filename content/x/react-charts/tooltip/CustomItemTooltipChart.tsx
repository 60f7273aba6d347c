import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ChartsItemContentProps } from '@mui/x-charts/ChartsTooltip';

interface Cafe {
  id: string; // the café's name
  x: number; // price of a cappuccino, €
  y: number; // average rating out of 5
}

const cafes: Cafe[] = [
  { id: 'Bean There', x: 2.8, y: 4.1 },
  { id: 'Kaffee Klatsch', x: 3.4, y: 4.5 },
  { id: 'The Daily Grind', x: 2.5, y: 3.6 },
  { id: 'Crema', x: 4.2, y: 4.7 },
  { id: 'Corner Roast', x: 3.0, y: 3.9 },
  { id: 'Steam & Leaf', x: 3.9, y: 4.0 },
  { id: 'Café Lumière', x: 4.6, y: 4.4 },
  { id: 'Brew Lab', x: 3.6, y: 4.8 },
];

// Shows the café's name, which the default tooltip content does not know about.
function CafeTooltip(props: ChartsItemContentProps) {
  const { itemData } = props;
  const cafe = itemData.dataIndex === undefined ? undefined : cafes[itemData.dataIndex];
  if (!cafe) {
    return null;
  }
  return (
    <Paper sx={{ px: 1.5, py: 1 }} elevation={3}>
      <Typography variant="subtitle2">{cafe.id}</Typography>
      <Typography variant="body2">
        Cappuccino €{cafe.x.toFixed(2)} · rated {cafe.y} / 5
      </Typography>
    </Paper>
  );
}

export default function CustomItemTooltipChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Price of a cappuccino against rating for eight cafés: pricier cafés tend to rate higher,
        with Brew Lab (€3.60, 4.8) the best value.
      </Typography>
      <ScatterChart
        height={320}
        xAxis={[{ label: 'Cappuccino price (€)', min: 2, max: 5 }]}
        yAxis={[{ label: 'Rating', min: 3, max: 5 }]}
        series={[{ data: cafes, label: 'Cafés', markerSize: 7 }]}
        tooltip={{ trigger: 'item', slots: { itemContent: CafeTooltip } }}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
