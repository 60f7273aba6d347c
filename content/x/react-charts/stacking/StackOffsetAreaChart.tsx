import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

type Offset = 'none' | 'expand' | 'silhouette' | 'wiggle';

const years = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023];
// Monthly active users (millions) of a music app, by platform.
const platforms = [
  { label: 'Android', data: [12, 15, 19, 24, 31, 36, 40, 43] },
  { label: 'iOS', data: [10, 12, 15, 18, 22, 25, 27, 29] },
  { label: 'Web', data: [8, 8, 7, 7, 8, 7, 6, 6] },
  { label: 'Desktop', data: [6, 5, 5, 4, 4, 3, 3, 2] },
];

export default function StackOffsetAreaChart() {
  const [offset, setOffset] = React.useState<Offset>('expand');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Monthly active users by platform, 2016 to 2023: mobile grows from 61% to 90% of users while
        web and desktop shrink.
      </Typography>
      <FormControl size="small" sx={{ mt: 1.5, minWidth: 180 }}>
        <InputLabel id="stack-offset-label">stackOffset</InputLabel>
        <Select
          labelId="stack-offset-label"
          label="stackOffset"
          value={offset}
          onChange={(event) => setOffset(event.target.value as Offset)}
        >
          <MenuItem value="none">none (absolute values)</MenuItem>
          <MenuItem value="expand">expand (shares of 100%)</MenuItem>
          <MenuItem value="silhouette">silhouette (centered)</MenuItem>
          <MenuItem value="wiggle">wiggle (streamgraph)</MenuItem>
        </Select>
      </FormControl>
      <LineChart
        height={320}
        xAxis={[{ data: years, scaleType: 'point' }]}
        yAxis={[
          {
            valueFormatter: (v: number) =>
              offset === 'expand' ? `${Math.round(v * 100)}%` : `${v}`,
          },
        ]}
        series={platforms.map((platform) => ({
          ...platform,
          stack: 'users',
          area: true,
          showMark: false,
          stackOffset: offset,
          valueFormatter: (v: number | null) => `${v} million`,
        }))}
      />
    </Box>
  );
}
