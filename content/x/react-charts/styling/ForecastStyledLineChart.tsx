import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'];
// Subscribers (thousands) of a newsletter: measured until December, forecast from then on.
const actual = [18.2, 19.0, 20.4, 21.1, 22.6, 23.4, null, null, null];
const forecast = [null, null, null, null, null, 23.4, 24.3, 25.1, 26.0];

const thousands = (v: number | null) => (v === null ? '' : `${v}k`);

export default function ForecastStyledLineChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Newsletter subscribers: measured growth from 18.2k in July to 23.4k in December, and a
        dashed forecast reaching 26.0k in March.
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ valueFormatter: (v: number) => `${v}k`, min: 15 }]}
        series={[
          {
            id: 'actual',
            data: actual,
            label: 'Measured',
            color: '#1e88e5',
            showMark: false,
            valueFormatter: thousands,
          },
          {
            id: 'forecast',
            data: forecast,
            label: 'Forecast',
            color: '#90caf9',
            showMark: false,
            valueFormatter: thousands,
          },
        ]}
        sx={{
          [`& .${lineElementClasses.root}`]: { strokeWidth: 3 },
          [`& .${lineElementClasses.root}.MuiLineElement-series-forecast`]: {
            strokeDasharray: '8 6',
            strokeWidth: 2,
          },
          [`& .${axisClasses.left} .${axisClasses.line}`]: { display: 'none' },
          [`& .${axisClasses.left} .${axisClasses.tick}`]: { display: 'none' },
          [`& .${axisClasses.tickLabel}`]: { fill: 'currentColor', opacity: 0.75 },
        }}
      />
    </Box>
  );
}
