import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import type {} from '@mui/x-charts/themeAugmentation';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];
const signups = [320, 410, 388, 502, 560, 611];
const churned = [41, 38, 52, 47, 44, 39];

export default function ThemeOverridesCharts() {
  const outerTheme = useTheme();
  // Every chart below this provider gets quiet axes and thicker lines, without a prop.
  const theme = React.useMemo(
    () =>
      createTheme(outerTheme, {
        components: {
          MuiChartsAxis: {
            styleOverrides: {
              root: {
                [`& .${axisClasses.line}`]: { stroke: outerTheme.palette.divider },
                [`& .${axisClasses.tick}`]: { stroke: outerTheme.palette.divider },
                [`& .${axisClasses.tickLabel}`]: { fill: outerTheme.palette.text.secondary },
              },
            },
          },
          MuiLineElement: {
            styleOverrides: { root: { strokeWidth: 3 } },
          },
        },
      }),
    [outerTheme],
  );

  return (
    <ThemeProvider theme={theme}>
      <Box
        component="figure"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Typography component="figcaption" variant="subtitle2" sx={{ gridColumn: '1 / -1' }}>
          Weekly sign-ups grow from 320 to 611 over six weeks, while cancellations stay between 38
          and 52 a week. Both charts take their axis and line styles from the theme.
        </Typography>
        <LineChart
          height={240}
          xAxis={[{ scaleType: 'point', data: weeks }]}
          series={[{ data: signups, label: 'Sign-ups' }]}
          slotProps={{ legend: { hidden: true } }}
        />
        <BarChart
          height={240}
          xAxis={[{ scaleType: 'band', data: weeks }]}
          series={[{ data: churned, label: 'Cancellations' }]}
          slotProps={{ legend: { hidden: true } }}
        />
      </Box>
    </ThemeProvider>
  );
}
