import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

interface Kpi {
  name: string;
  unit: string;
  last30Days: number[];
}

// Daily figures of a web shop over the last 30 days.
const kpis: Kpi[] = [
  {
    name: 'Orders',
    unit: '',
    last30Days: [
      182, 190, 176, 201, 214, 240, 232, 198, 205, 210, 221, 238, 260, 255, 219, 224, 230, 245, 251,
      270, 288, 262, 240, 246, 258, 266, 281, 300, 296, 310,
    ],
  },
  {
    name: 'Conversion rate',
    unit: '%',
    last30Days: [
      2.9, 3.1, 3.0, 2.8, 2.7, 2.9, 3.2, 3.1, 2.9, 2.8, 2.6, 2.7, 2.5, 2.6, 2.4, 2.5, 2.6, 2.4, 2.3,
      2.5, 2.4, 2.2, 2.3, 2.4, 2.2, 2.1, 2.3, 2.2, 2.1, 2.0,
    ],
  },
  {
    name: 'Average basket (€)',
    unit: '€',
    last30Days: [
      54, 56, 55, 53, 58, 61, 60, 57, 55, 54, 56, 59, 62, 61, 57, 56, 55, 57, 58, 60, 63, 61, 58,
      57, 56, 58, 59, 61, 60, 59,
    ],
  },
];

function describe(kpi: Kpi) {
  const first = kpi.last30Days[0];
  const last = kpi.last30Days[kpi.last30Days.length - 1];
  const change = Math.round(((last - first) / first) * 100);
  return { last, change };
}

export default function KpiSparkLineCards() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {kpis.map((kpi) => {
        const { last, change } = describe(kpi);
        return (
          <Paper key={kpi.name} variant="outlined" sx={{ p: 2, flex: 1 }} component="figure">
            <Typography component="figcaption" variant="body2" color="text.secondary">
              {kpi.name}: {last}
              {kpi.unit === '%' ? '%' : ''} today, {change >= 0 ? 'up' : 'down'} {Math.abs(change)}%
              over 30 days
            </Typography>
            <Box sx={{ height: 60 }}>
              <SparkLineChart
                data={kpi.last30Days}
                height={60}
                area
                curve="natural"
                showHighlight
                showTooltip
                valueFormatter={(value) => `${value}${kpi.unit === '%' ? '%' : ''}`}
                colors={[change >= 0 ? '#2e7d32' : '#d32f2f']}
              />
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
