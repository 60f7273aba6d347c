import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Weekly visits (thousands) to a recipe website by traffic source, first quarter.
const weeks = [
  { week: 1, search: 42, social: 18, direct: 12, email: 6 },
  { week: 2, search: 44, social: 21, direct: 12, email: 9 },
  { week: 3, search: 43, social: 35, direct: 13, email: 6 },
  { week: 4, search: 47, social: 29, direct: 14, email: 10 },
  { week: 5, search: 49, social: 24, direct: 14, email: 6 },
  { week: 6, search: 52, social: 22, direct: 15, email: 11 },
  { week: 7, search: 51, social: 26, direct: 15, email: 7 },
  { week: 8, search: 55, social: 23, direct: 16, email: 12 },
  { week: 9, search: 58, social: 27, direct: 17, email: 7 },
  { week: 10, search: 57, social: 44, direct: 18, email: 13 },
  { week: 11, search: 61, social: 31, direct: 18, email: 7 },
  { week: 12, search: 63, social: 28, direct: 19, email: 14 },
];

const sources = [
  { dataKey: 'search', label: 'Search' },
  { dataKey: 'social', label: 'Social media' },
  { dataKey: 'direct', label: 'Direct' },
  { dataKey: 'email', label: 'Newsletter' },
];

export default function TrafficSourcesLineChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Weekly visits by source over 12 weeks: search grows steadily from 42k to 63k, social media
        spikes in weeks 3 and 10, and newsletter visits jump every other week.
      </Typography>
      <LineChart
        height={320}
        dataset={weeks}
        xAxis={[{ dataKey: 'week', label: 'Week', tickMinStep: 1 }]}
        yAxis={[{ valueFormatter: (v: number) => `${v}k` }]}
        series={sources.map((source) => ({
          ...source,
          showMark: false,
          highlightScope: { highlighted: 'series', faded: 'global' } as const,
          valueFormatter: (v: number | null) => `${v}k visits`,
        }))}
      />
    </Box>
  );
}
