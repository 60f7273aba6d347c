import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const years = ['2019', '2020', '2021', '2022', '2023'];
// Electricity generated in a country, TWh per year, by source.
const generation = {
  coal: [120, 98, 104, 96, 72],
  gas: [88, 90, 85, 70, 74],
  nuclear: [75, 64, 69, 33, 8],
  wind: [126, 132, 114, 125, 142],
  solar: [46, 50, 49, 60, 62],
};
const twh = (value: number | null) => `${value} TWh`;

export default function StackedBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Electricity generation by source from 2019 to 2023, stacked: fossil and nuclear output
        shrink while wind and solar grow; total generation falls from 455 to 358 TWh.
      </Typography>
      <BarChart
        height={340}
        xAxis={[{ scaleType: 'band', data: years }]}
        yAxis={[{ label: 'TWh' }]}
        series={[
          { data: generation.coal, label: 'Coal', stack: 'fossil', valueFormatter: twh },
          { data: generation.gas, label: 'Gas', stack: 'fossil', valueFormatter: twh },
          { data: generation.nuclear, label: 'Nuclear', stack: 'low-carbon', valueFormatter: twh },
          { data: generation.wind, label: 'Wind', stack: 'low-carbon', valueFormatter: twh },
          { data: generation.solar, label: 'Solar', stack: 'low-carbon', valueFormatter: twh },
        ]}
      />
    </Box>
  );
}
