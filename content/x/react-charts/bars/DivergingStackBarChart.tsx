import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Monthly cash flow of a small design studio in thousands of dollars:
// money in is positive, money out is negative.
const cashFlow = {
  projects: [48, 36, 52, 61, 57, 44],
  retainers: [18, 18, 20, 20, 22, 22],
  salaries: [-42, -42, -45, -45, -45, -58],
  rentAndTools: [-11, -9, -12, -11, -10, -13],
};

const kiloDollars = (value: number | null) => {
  if (value === null) {
    return '';
  }
  return value < 0 ? `-$${Math.abs(value)}k` : `$${value}k`;
};

export default function DivergingStackBarChart() {
  const [diverging, setDiverging] = React.useState(true);
  const stackOffset = diverging ? ('diverging' as const) : ('none' as const);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        A design studio&apos;s monthly cash flow, July to December: income from projects and
        retainers above zero, salaries and rent below; December pays a year-end bonus ($58k in
        salaries).
      </Typography>
      <FormControlLabel
        sx={{ pt: 1 }}
        control={
          <Switch checked={diverging} onChange={(event) => setDiverging(event.target.checked)} />
        }
        label={`stackOffset: '${stackOffset}'`}
      />
      <BarChart
        height={340}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ valueFormatter: kiloDollars }]}
        series={[
          { data: cashFlow.projects, label: 'Projects', stack: 'cash', stackOffset },
          { data: cashFlow.retainers, label: 'Retainers', stack: 'cash', stackOffset },
          { data: cashFlow.salaries, label: 'Salaries', stack: 'cash', stackOffset },
          { data: cashFlow.rentAndTools, label: 'Rent and tools', stack: 'cash', stackOffset },
        ].map((series) => ({ ...series, valueFormatter: kiloDollars }))}
      />
    </Box>
  );
}
