import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type {} from '@mui/material/themeCssVarsAugmentation';

const quarters = ['Q1 22', 'Q2 22', 'Q3 22', 'Q4 22', 'Q1 23', 'Q2 23', 'Q3 23', 'Q4 23'];
// Net cash flow of a hardware start-up per quarter, in thousands of dollars.
const netCashFlow = [-180, -240, -95, 40, -60, 85, 130, 210];

// A series has one color, so split the values into two series: each keeps its own values
// and holds 0 (an empty bar) where the other one has the value.
const inflow = netCashFlow.map((value) => Math.max(value, 0));
const outflow = netCashFlow.map((value) => Math.min(value, 0));

const kiloDollars = (value: number) => (value < 0 ? `-$${Math.abs(value)}k` : `+$${value}k`);

export default function NetCashFlowColorBarChart() {
  const theme = useTheme();

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Net cash flow per quarter: negative in 2022 except Q4 (+$40k), down to -$240k in Q2 2022;
        positive from Q2 2023, up to +$210k in Q4 2023.
      </Typography>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ valueFormatter: (value: number) => `$${value}k` }]}
        // The item tooltip describes the hovered bar only, not the empty one of the other series.
        tooltip={{ trigger: 'item' }}
        series={[
          {
            data: inflow,
            label: 'Cash in',
            color: (theme.vars ?? theme).palette.success.main,
            // One stack for both: each quarter draws a single bar in the middle of its slot.
            stack: 'net',
            valueFormatter: kiloDollars,
          },
          {
            data: outflow,
            label: 'Cash out',
            color: (theme.vars ?? theme).palette.error.main,
            stack: 'net',
            valueFormatter: kiloDollars,
          },
        ]}
      />
    </Box>
  );
}
