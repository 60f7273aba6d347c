import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

type ValueScale = 'linear' | 'log';

const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
// Registered accounts of a language-learning app at the end of each year.
const accounts = [
  180, 2_400, 19_500, 88_000, 310_000, 1_450_000, 2_900_000, 4_100_000, 5_200_000, 6_000_000,
];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

export default function LinearLogScaleChart() {
  const [scaleType, setScaleType] = React.useState<ValueScale>('log');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Registered accounts of a language-learning app, 2015 to 2024: from 180 to 6 million. On the
        logarithmic scale, the steady early growth (about tenfold a year until 2017) is visible; on
        the linear scale, only the last five years are.
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(event, value: ValueScale | null) => value && setScaleType(value)}
        aria-label="Scale of the y-axis"
        sx={{ mt: 1 }}
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="log">log</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={320}
        margin={{ left: 60 }}
        xAxis={[{ scaleType: 'point', data: years }]}
        yAxis={[{ scaleType, valueFormatter: (value: number) => compact.format(value) }]}
        series={[
          {
            data: accounts,
            label: 'Registered accounts',
            curve: 'linear',
            valueFormatter: (value: number | null) =>
              value === null ? '' : value.toLocaleString('en-US'),
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
