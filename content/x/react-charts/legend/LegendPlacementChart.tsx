import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'left' | 'middle' | 'right';
type Direction = 'row' | 'column';

const years = ['2019', '2020', '2021', '2022', '2023'];
// Share of new cars sold in a country, by powertrain (%).
const series = [
  { data: [72, 65, 55, 47, 41], label: 'Petrol' },
  { data: [21, 19, 16, 13, 10], label: 'Diesel' },
  { data: [5, 11, 17, 22, 24], label: 'Hybrid' },
  { data: [2, 5, 12, 18, 25], label: 'Electric' },
].map((item) => ({ ...item, stack: 'share', valueFormatter: (v: number) => `${v}%` }));

// Leave room on the side where the legend sits.
function marginFor(vertical: Vertical, horizontal: Horizontal, direction: Direction) {
  if (direction === 'column' && horizontal === 'right') return { right: 110 };
  if (direction === 'column' && horizontal === 'left') return { left: 150 };
  if (vertical === 'bottom') return { bottom: 70 };
  return { top: 60 };
}

export default function LegendPlacementChart() {
  const [vertical, setVertical] = React.useState<Vertical>('top');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('middle');
  const [direction, setDirection] = React.useState<Direction>('row');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        New car sales by powertrain, 2019 to 2023: petrol falls from 72% to 41% while electric rises
        from 2% to 25%.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ pt: 1.5 }} useFlexGap flexWrap="wrap">
        <FormControl size="small" sx={{ minWidth: 120 }}>
          <InputLabel id="legend-vertical">Vertical</InputLabel>
          <Select
            labelId="legend-vertical"
            label="Vertical"
            value={vertical}
            onChange={(event) => setVertical(event.target.value as Vertical)}
          >
            <MenuItem value="top">top</MenuItem>
            <MenuItem value="middle">middle</MenuItem>
            <MenuItem value="bottom">bottom</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 120 }}>
          <InputLabel id="legend-horizontal">Horizontal</InputLabel>
          <Select
            labelId="legend-horizontal"
            label="Horizontal"
            value={horizontal}
            onChange={(event) => setHorizontal(event.target.value as Horizontal)}
          >
            <MenuItem value="left">left</MenuItem>
            <MenuItem value="middle">middle</MenuItem>
            <MenuItem value="right">right</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 120 }}>
          <InputLabel id="legend-direction">Direction</InputLabel>
          <Select
            labelId="legend-direction"
            label="Direction"
            value={direction}
            onChange={(event) => setDirection(event.target.value as Direction)}
          >
            <MenuItem value="row">row</MenuItem>
            <MenuItem value="column">column</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <BarChart
        height={340}
        xAxis={[{ scaleType: 'band', data: years }]}
        yAxis={[{ max: 100, valueFormatter: (v: number) => `${v}%` }]}
        series={series}
        margin={marginFor(vertical, horizontal, direction)}
        slotProps={{
          legend: {
            position: { vertical, horizontal },
            direction,
          },
        }}
      />
    </Box>
  );
}
