import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const neighborhoods = [
  'Old Town',
  'Riverside Quarter',
  'University District',
  'Harbor Front',
  'Northern Heights',
  'Market Square',
  'Green Valley Park',
];
// Average monthly rent of a one-bedroom apartment, in euros.
const rent = [1240, 1080, 920, 1390, 860, 1170, 780];

export default function AxisLabelStyleChart() {
  const [rotate, setRotate] = React.useState(true);
  const [minimal, setMinimal] = React.useState(false);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Average monthly rent of a one-bedroom apartment in seven neighborhoods: Harbor Front is the
        most expensive (€1,390), Green Valley Park the cheapest (€780).
      </Typography>
      <FormGroup row sx={{ pt: 1 }}>
        <FormControlLabel
          control={
            <Switch checked={rotate} onChange={(event) => setRotate(event.target.checked)} />
          }
          label="Rotate tick labels"
        />
        <FormControlLabel
          control={
            <Switch checked={minimal} onChange={(event) => setMinimal(event.target.checked)} />
          }
          label="Hide y-axis line and ticks"
        />
      </FormGroup>
      <BarChart
        height={360}
        margin={{ left: 70, bottom: rotate ? 100 : 40 }}
        xAxis={[{ scaleType: 'band', data: neighborhoods }]}
        yAxis={[{ valueFormatter: (value: number) => `€${value}` }]}
        bottomAxis={{
          tickLabelStyle: rotate
            ? { angle: -35, textAnchor: 'end', fontSize: 12 }
            : { fontSize: 12 },
        }}
        leftAxis={{
          label: 'Rent per month',
          labelStyle: { fontSize: 13, fontWeight: 600 },
          disableLine: minimal,
          disableTicks: minimal,
        }}
        series={[
          { data: rent, label: 'Average rent', valueFormatter: (value) => `€${value} per month` },
        ]}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
