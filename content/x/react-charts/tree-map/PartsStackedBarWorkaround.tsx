import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// A city's yearly budget (M€) by department, split into its main programmes.
const departments = ['Education', 'Transport', 'Social care', 'Culture'];
const programmes = [
  { label: 'Staff', data: [310, 120, 180, 35] },
  { label: 'Buildings and networks', data: [140, 210, 40, 25] },
  { label: 'Grants and services', data: [60, 70, 150, 30] },
];

export default function PartsStackedBarWorkaround() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        A city budget of €1,370M: education €510M (mostly staff), transport €400M (mostly networks),
        social care €370M and culture €90M.
      </Typography>
      <BarChart
        height={300}
        layout="horizontal"
        margin={{ left: 100 }}
        yAxis={[{ scaleType: 'band', data: departments }]}
        xAxis={[{ valueFormatter: (v: number) => `€${v}M` }]}
        series={programmes.map((programme) => ({
          ...programme,
          stack: 'budget',
          valueFormatter: (v: number | null) => `€${v}M`,
        }))}
      />
    </Box>
  );
}
