import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const terms = ['Autumn 2022', 'Spring 2023', 'Autumn 2023', 'Spring 2024', 'Autumn 2024'];
// Average final exam score (out of 100) of one course, per term.
const averageScore = [72.4, 73.1, 71.8, 74.0, 74.6];

export default function AxisDomainChart() {
  const [fullRange, setFullRange] = React.useState(true);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Average final exam score per term: between 71.8 and 74.6 out of 100, a difference of under
        three points.
      </Typography>
      <FormControlLabel
        sx={{ pt: 1 }}
        control={
          <Switch checked={fullRange} onChange={(event) => setFullRange(event.target.checked)} />
        }
        label={fullRange ? 'Fixed range: min 0, max 100' : 'Range from the data (min 71)'}
      />
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: terms }]}
        // Bars must start at zero to be compared by length: cutting the axis at 71
        // makes a three-point change look like a fourfold one.
        yAxis={[fullRange ? { min: 0, max: 100, tickMinStep: 10 } : { min: 71, max: 75 }]}
        series={[
          { data: averageScore, label: 'Average score', valueFormatter: (v) => `${v} / 100` },
        ]}
        skipAnimation
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
