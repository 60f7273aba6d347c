import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['6:00', '8:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'];
// Cars per hour on a city bridge on a weekday.
const traffic = [820, 2410, 1530, 1380, 1460, 1990, 2630, 1120];

export default function ResizableWidthChart() {
  const [width, setWidth] = React.useState(100);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Cars per hour on a city bridge: two rush hours, 2,410 cars at 8:00 and 2,630 at 18:00.
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, maxWidth: 420, my: 1 }}>
        <Typography variant="body2" id="chart-width-label" sx={{ flexShrink: 0 }}>
          Container width
        </Typography>
        <Slider
          size="small"
          min={40}
          max={100}
          step={10}
          value={width}
          onChange={(event, value) => setWidth(value as number)}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${value}%`}
          aria-labelledby="chart-width-label"
        />
      </Box>
      {/* The chart has no width: it follows this box and lays its axes out again. */}
      <Box sx={{ width: `${width}%`, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <LineChart
          height={260}
          xAxis={[{ scaleType: 'point', data: hours }]}
          series={[
            {
              data: traffic,
              label: 'Cars per hour',
              valueFormatter: (value: number | null) => `${value} cars`,
            },
          ]}
          slotProps={{ legend: { hidden: true } }}
        />
      </Box>
    </Box>
  );
}
