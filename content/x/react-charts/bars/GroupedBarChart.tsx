import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1 2023', 'Q2 2023', 'Q3 2023', 'Q4 2023'];

// Revenue in thousands of euros for three product lines of a bike maker.
const revenue = {
  cityBikes: [182, 240, 265, 150],
  eBikes: [210, 305, 342, 228],
  accessories: [64, 88, 97, 121],
};

const kiloEuros = (value: number) => `€${value}k`;

export default function GroupedBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Quarterly revenue by product line in 2023: e-bikes lead every quarter and peak in Q3 at
        €342k; accessories grow steadily to €121k in Q4.
      </Typography>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ valueFormatter: kiloEuros }]}
        series={[
          { data: revenue.cityBikes, label: 'City bikes', valueFormatter: kiloEuros },
          { data: revenue.eBikes, label: 'E-bikes', valueFormatter: kiloEuros },
          { data: revenue.accessories, label: 'Accessories', valueFormatter: kiloEuros },
        ]}
      />
    </Box>
  );
}
