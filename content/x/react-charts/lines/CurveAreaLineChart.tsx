import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

type Curve = 'linear' | 'monotoneX' | 'natural' | 'step' | 'catmullRom';
const curves: Curve[] = ['linear', 'monotoneX', 'natural', 'catmullRom', 'step'];

// Electricity produced by a 6 kW rooftop solar installation, kWh per hour of a sunny day.
const hours = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
const production = [0.1, 0.6, 1.5, 2.6, 3.6, 4.3, 4.7, 4.6, 4.2, 3.5, 2.5, 1.4, 0.6, 0.2, 0];

export default function CurveAreaLineChart() {
  const [curve, setCurve] = React.useState<Curve>('monotoneX');
  const [area, setArea] = React.useState(true);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Hourly output of a rooftop solar installation on a sunny day: it rises from 6:00, peaks at
        4.7 kWh around noon and stops after 20:00.
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ pt: 1 }}>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="curve-label">Curve</InputLabel>
          <Select
            labelId="curve-label"
            label="Curve"
            value={curve}
            onChange={(event) => setCurve(event.target.value as Curve)}
          >
            {curves.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControlLabel
          control={<Switch checked={area} onChange={(event) => setArea(event.target.checked)} />}
          label="Fill area"
        />
      </Stack>
      <LineChart
        height={300}
        xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00`, tickMinStep: 2 }]}
        series={[
          {
            data: production,
            label: 'Solar output (kWh)',
            curve,
            area,
            showMark: false,
          },
        ]}
      />
    </Box>
  );
}
