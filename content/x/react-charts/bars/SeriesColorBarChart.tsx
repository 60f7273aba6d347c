import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type {} from '@mui/material/themeCssVarsAugmentation';

const departments = ['Marketing', 'Sales', 'Engineering', 'Support', 'Finance'];
// Yearly budget and actual spending per department, in thousands of dollars.
const budget = [420, 380, 910, 260, 180];
const actual = [465, 352, 884, 301, 176];

const kiloDollars = (value: number) => `$${value}k`;

export default function SeriesColorBarChart() {
  const theme = useTheme();

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Budget against actual spending per department this year: Marketing ($465k for $420k) and
        Support ($301k for $260k) overspent; the others stayed within budget.
      </Typography>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: departments }]}
        yAxis={[{ valueFormatter: kiloDollars }]}
        series={[
          {
            data: budget,
            label: 'Budget',
            valueFormatter: kiloDollars,
            // A muted color for the reference, from the theme so it follows light and dark mode.
            color: (theme.vars ?? theme).palette.text.disabled,
          },
          {
            data: actual,
            label: 'Actual',
            valueFormatter: kiloDollars,
            color: (theme.vars ?? theme).palette.primary.main,
          },
        ]}
      />
    </Box>
  );
}
