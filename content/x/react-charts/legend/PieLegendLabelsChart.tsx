import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Energy use of an average home over a year, in kWh, by use.
const uses = [
  { id: 'heating', value: 6200, name: 'Space heating' },
  { id: 'water', value: 2100, name: 'Hot water' },
  { id: 'appliances', value: 1500, name: 'Appliances' },
  { id: 'cooking', value: 600, name: 'Cooking' },
  { id: 'lighting', value: 400, name: 'Lighting' },
];
const total = uses.reduce((sum, use) => sum + use.value, 0);

// The legend shows each item's label: put the share in it, so the legend reads as a table.
const data = uses.map((use) => ({
  id: use.id,
  value: use.value,
  label: `${use.name} (${Math.round((use.value / total) * 100)}%)`,
}));

export default function PieLegendLabelsChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Yearly energy use of an average home (10,800 kWh): space heating takes 57%, hot water 19%,
        appliances 14%, cooking 6% and lighting 4%.
      </Typography>
      <PieChart
        height={260}
        margin={{ right: 200 }}
        series={[
          {
            data,
            innerRadius: 50,
            outerRadius: 110,
            valueFormatter: (item) => `${item.value.toLocaleString('en-US')} kWh`,
          },
        ]}
      />
    </Box>
  );
}
