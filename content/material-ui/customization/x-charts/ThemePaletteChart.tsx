import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type {} from '@mui/material/themeCssVarsAugmentation';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function ThemePaletteChart() {
  const theme = useTheme();
  // Series colors from the theme's palette: they follow light and dark mode and any
  // primary or secondary color the application (or this site's color tool) sets.
  const palette = [
    (theme.vars ?? theme).palette.primary.main,
    (theme.vars ?? theme).palette.secondary.main,
  ];

  return (
    <BarChart
      height={300}
      colors={palette}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={[
        { data: [42, 51, 48, 63], label: 'Online orders' },
        { data: [30, 28, 35, 41], label: 'In-store orders' },
        // A series color wins over the palette.
        { data: [4, 6, 3, 5], label: 'Returns', color: (theme.vars ?? theme).palette.warning.main },
      ]}
    />
  );
}
