import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// A bakery's monthly sales (k€): categories inside, products outside.
const categories = [
  { id: 'bread', label: 'Bread', value: 42, color: '#8d6e63' },
  { id: 'pastry', label: 'Pastries', value: 31, color: '#ffb300' },
  { id: 'drinks', label: 'Drinks', value: 17, color: '#26a69a' },
];
const products = [
  { id: 'baguette', label: 'Baguette', value: 19, color: '#a1887f' },
  { id: 'sourdough', label: 'Sourdough', value: 15, color: '#bcaaa4' },
  { id: 'rye', label: 'Rye', value: 8, color: '#d7ccc8' },
  { id: 'croissant', label: 'Croissant', value: 18, color: '#ffca28' },
  { id: 'eclair', label: 'Eclair', value: 13, color: '#ffe082' },
  { id: 'coffee', label: 'Coffee', value: 12, color: '#4db6ac' },
  { id: 'juice', label: 'Juice', value: 5, color: '#b2dfdb' },
];

const kiloEuros = (item: { value: number }) => `€${item.value}k`;

export default function NestedPieChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        A bakery&apos;s €90k monthly sales: bread €42k (baguette 19, sourdough 15, rye 8), pastries
        €31k (croissant 18, eclair 13) and drinks €17k (coffee 12, juice 5).
      </Typography>
      <PieChart
        height={320}
        series={[
          {
            data: categories,
            outerRadius: 80,
            arcLabel: 'label',
            arcLabelMinAngle: 30,
            valueFormatter: kiloEuros,
          },
          {
            data: products,
            innerRadius: 90,
            outerRadius: 130,
            paddingAngle: 1,
            valueFormatter: kiloEuros,
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
        sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontSize: 12, fontWeight: 600 } }}
      />
    </Box>
  );
}
