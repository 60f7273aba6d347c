import * as React from 'react';
import {
  alpha,
  createTheme,
  ThemeProvider,
  type Theme,
  type ThemeOptions,
} from '@mui/material/styles';
import type {} from '@mui/x-charts/themeAugmentation';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import type {} from '@mui/material/themeCssVarsAugmentation';

// The themeAugmentation import above types the charts' keys. Their callbacks get `theme`
// typed as unknown in this version, so the styles that need the theme read it from
// the outer theme passed to this function.
const chartsComponents = (theme: Theme): ThemeOptions['components'] => ({
  // Each bar, from its owner state: series id, data index, color, highlighted or faded.
  MuiBarElement: {
    styleOverrides: {
      root: ({ ownerState }) =>
        ownerState.id === 'target' && {
          // The target series is drawn hollow and dashed: not told apart by color alone.
          fillOpacity: 0.2,
          stroke: ownerState.color,
          strokeWidth: 2,
          strokeDasharray: '5 3',
        },
    },
  },
  // Axes: only the root key is applied, so inner parts are reached through their classes.
  MuiChartsAxis: {
    styleOverrides: {
      root: {
        [`& .${axisClasses.line}`]: { stroke: (theme.vars ?? theme).palette.divider },
        [`& .${axisClasses.tick}`]: { stroke: (theme.vars ?? theme).palette.divider },
        [`& .${axisClasses.tickLabel}`]: { fill: (theme.vars ?? theme).palette.text.secondary },
      },
    },
  },
  // Default props of every x and y axis (props the axis does not already default).
  MuiChartsXAxis: { defaultProps: { tickLabelStyle: { fontSize: 13, fontWeight: 500 } } },
  MuiChartsYAxis: { defaultProps: { tickLabelStyle: { fontSize: 11 } } },
  // The band shown under the pointer.
  MuiChartsAxisHighlight: {
    styleOverrides: {
      root: {
        fill: theme.vars
          ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.08)`
          : alpha(theme.palette.primary.main, 0.08),
        fillOpacity: 1,
      },
    },
  },
});

const withChartsTheme = (outerTheme: Theme) =>
  createTheme(outerTheme, { components: chartsComponents(outerTheme) });

export default function ChartsThemeOverrides() {
  return (
    <ThemeProvider theme={withChartsTheme}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
        series={[
          { id: 'actual', label: 'Deliveries', data: [118, 132, 101, 146, 155] },
          { id: 'target', label: 'Target', data: [120, 120, 120, 140, 140] },
        ]}
      />
    </ThemeProvider>
  );
}
