import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { blueberryTwilightPalette } from '@mui/x-charts/colorPalettes';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Average daily bicycle counts at four counting stations of a city in 2023.
const stations = [
  {
    id: 'bridge',
    label: 'North Bridge',
    data: [2100, 2250, 3010, 3890, 4620, 5080, 4710, 4390, 4480, 3620, 2710, 2050],
  },
  {
    id: 'park',
    label: 'City Park',
    data: [640, 720, 1150, 1980, 2740, 3210, 3560, 3420, 2390, 1460, 820, 610],
  },
  {
    id: 'station',
    label: 'Central Station',
    data: [3320, 3410, 3780, 4120, 4390, 4460, 3950, 3510, 4340, 4080, 3620, 3190],
  },
  {
    id: 'harbor',
    label: 'Harbor Road',
    data: [980, 1040, 1330, 1710, 2080, 2350, 2520, 2460, 1990, 1520, 1170, 930],
  },
];

export default function ToggleSeriesLegendChart() {
  const theme = useTheme();
  const palette = blueberryTwilightPalette(theme.palette.mode);
  const [visible, setVisible] = React.useState<string[]>(stations.map((station) => station.id));

  // Each station keeps the color of its position in the full list, so hiding one
  // does not repaint the others.
  const colored = stations.map((station, index) => ({
    ...station,
    color: palette[index % palette.length],
  }));

  const toggle = (id: string) =>
    setVisible((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Average daily bicycles at four counting stations in 2023: Central Station stays busy all
        year (3,190 to 4,460), while City Park swings from 610 in December to 3,560 in July.
      </Typography>
      <FormGroup row aria-label="Stations shown in the chart" sx={{ pt: 1, gap: 1 }}>
        {colored.map((station) => (
          <FormControlLabel
            key={station.id}
            label={station.label}
            control={
              <Checkbox
                checked={visible.includes(station.id)}
                onChange={() => toggle(station.id)}
                sx={{ color: station.color, '&.Mui-checked': { color: station.color } }}
              />
            }
          />
        ))}
      </FormGroup>
      <LineChart
        height={300}
        margin={{ top: 20, left: 60 }}
        xAxis={[{ scaleType: 'point', data: months }]}
        series={colored
          .filter((station) => visible.includes(station.id))
          .map(({ id, label, data, color }) => ({
            id,
            label,
            data,
            color,
            showMark: false,
            valueFormatter: (value: number | null) =>
              value === null ? '' : `${value.toLocaleString('en-US')} bicycles`,
          }))}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
