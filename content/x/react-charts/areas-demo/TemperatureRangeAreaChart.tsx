import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Average daily low and high temperature in Madrid, °C (climate normals, rounded).
const low = [3, 4, 6, 8, 12, 17, 19, 19, 16, 11, 6, 4];
const high = [10, 12, 16, 18, 22, 28, 32, 31, 26, 19, 13, 10];
const spread = high.map((value, index) => value - low[index]);

const celsius = (value: number | null) => (value === null ? '' : `${value} °C`);

export default function TemperatureRangeAreaChart() {
  const theme = useTheme();

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Average daily temperature range in Madrid: from 3 to 10 °C in January to 19 to 32 °C in
        July; summer days are 13 °C warmer than summer nights.
      </Typography>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ min: 0, max: 35, valueFormatter: (value: number) => `${value} °C` }]}
        series={[
          // The band is a stack: the low line at the bottom (its own area hidden),
          // then the day-night spread stacked on top of it, whose area is the band.
          {
            id: 'low',
            data: low,
            label: 'Average low',
            stack: 'band',
            area: true,
            valueFormatter: celsius,
          },
          {
            id: 'spread',
            data: spread,
            label: 'Day-night spread',
            stack: 'band',
            area: true,
            showMark: false,
            disableHighlight: true,
            color: theme.palette.warning.main,
            valueFormatter: celsius,
          },
          // The high line is not stacked: it follows the top edge of the band.
          { id: 'high', data: high, label: 'Average high', valueFormatter: celsius },
        ]}
        sx={{
          '& .MuiAreaElement-series-low': { fill: 'none' },
          '& .MuiLineElement-series-spread': { display: 'none' },
          '& .MuiAreaElement-series-spread': { opacity: 0.3 },
        }}
      />
    </Box>
  );
}
