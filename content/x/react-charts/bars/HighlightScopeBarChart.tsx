import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

type Highlighted = 'none' | 'item' | 'series';
type Faded = 'none' | 'series' | 'global';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Daily active users of a note-taking app in 2023, in thousands, by platform.
const platforms = [
  { label: 'iOS', data: [212, 238, 251, 276] },
  { label: 'Android', data: [265, 281, 309, 334] },
  { label: 'Web', data: [148, 139, 152, 171] },
];

export default function HighlightScopeBarChart() {
  const [highlighted, setHighlighted] = React.useState<Highlighted>('item');
  const [faded, setFaded] = React.useState<Faded>('global');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Daily active users of a note-taking app per quarter of 2023, by platform: Android grows from
        265k to 334k, iOS from 212k to 276k, and the web stays near 150k.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ pt: 1, flexWrap: 'wrap' }} useFlexGap>
        <FormControl size="small" sx={{ minWidth: 150 }}>
          <InputLabel id="bar-highlighted-label">highlighted</InputLabel>
          <Select
            labelId="bar-highlighted-label"
            label="highlighted"
            value={highlighted}
            onChange={(event) => setHighlighted(event.target.value as Highlighted)}
          >
            <MenuItem value="none">none</MenuItem>
            <MenuItem value="item">item</MenuItem>
            <MenuItem value="series">series</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 150 }}>
          <InputLabel id="bar-faded-label">faded</InputLabel>
          <Select
            labelId="bar-faded-label"
            label="faded"
            value={faded}
            onChange={(event) => setFaded(event.target.value as Faded)}
          >
            <MenuItem value="none">none</MenuItem>
            <MenuItem value="series">series</MenuItem>
            <MenuItem value="global">global</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}k` }]}
        tooltip={{ trigger: 'item' }}
        series={platforms.map((platform) => ({
          ...platform,
          valueFormatter: (value: number) => `${value}k users`,
          highlightScope: { highlighted, faded },
        }))}
      />
    </Box>
  );
}
