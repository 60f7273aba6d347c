import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Life expectancy at birth in 2021, in years (rounded), sorted by the women's value.
const lifeExpectancy = [
  { country: 'Japan', women: 87.6, men: 81.5 },
  { country: 'Spain', women: 86.2, men: 80.2 },
  { country: 'France', women: 85.4, men: 79.3 },
  { country: 'Canada', women: 84.7, men: 80.6 },
  { country: 'Germany', women: 83.2, men: 78.5 },
  { country: 'United States', women: 79.9, men: 74.2 },
  { country: 'Brazil', women: 76.3, men: 69.8 },
];

const years = (value: number | null) => (value === null ? '' : `${value.toFixed(1)} years`);

// Wide gaps between countries and none between the two bars of a country pair them visually.
const countryAxis = {
  scaleType: 'band' as const,
  dataKey: 'country',
  categoryGapRatio: 0.35,
  barGapRatio: 0,
};

export default function LifeExpectancyBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Life expectancy at birth in 2021 for seven countries: women live longer everywhere, by 4.1
        years in Canada up to 6.5 years in Brazil; Japan leads for both (87.6 and 81.5 years).
      </Typography>
      <BarChart
        height={420}
        layout="horizontal"
        dataset={lifeExpectancy}
        margin={{ left: 110 }}
        yAxis={[countryAxis]}
        xAxis={[{ min: 0, max: 90, label: 'Years', tickMinStep: 10 }]}
        series={[
          { dataKey: 'women', label: 'Women', valueFormatter: years },
          { dataKey: 'men', label: 'Men', valueFormatter: years },
        ]}
      />
    </Box>
  );
}
