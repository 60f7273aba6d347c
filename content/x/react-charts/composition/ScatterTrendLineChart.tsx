import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

// Weekly advertising spend (k€) against online sales (k€) of a shop over 12 weeks.
const weeks = [
  { id: 'w1', x: 2.0, y: 31 },
  { id: 'w2', x: 3.5, y: 38 },
  { id: 'w3', x: 1.2, y: 27 },
  { id: 'w4', x: 4.8, y: 45 },
  { id: 'w5', x: 2.7, y: 36 },
  { id: 'w6', x: 5.5, y: 47 },
  { id: 'w7', x: 3.1, y: 33 },
  { id: 'w8', x: 6.2, y: 52 },
  { id: 'w9', x: 4.0, y: 44 },
  { id: 'w10', x: 0.8, y: 24 },
  { id: 'w11', x: 5.0, y: 49 },
  { id: 'w12', x: 3.8, y: 39 },
];

// Least-squares line through the points.
const n = weeks.length;
const meanX = weeks.reduce((sum, p) => sum + p.x, 0) / n;
const meanY = weeks.reduce((sum, p) => sum + p.y, 0) / n;
const slope =
  weeks.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0) /
  weeks.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
const intercept = meanY - slope * meanX;
const trendX = [0, 7];
const trendY = trendX.map((x) => Math.round((intercept + slope * x) * 10) / 10);

export default function ScatterTrendLineChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Weekly ad spend against online sales over 12 weeks, with a fitted trend line: each extra €1k
        of advertising goes with about €{slope.toFixed(1)}k more sales.
      </Typography>
      <ResponsiveChartContainer
        height={340}
        xAxis={[{ id: 'spend', data: trendX, min: 0, max: 7, label: 'Ad spend (k€)' }]}
        yAxis={[{ id: 'sales', min: 15, max: 60, label: 'Sales (k€)' }]}
        series={[
          {
            type: 'scatter',
            data: weeks,
            label: 'Weeks',
            valueFormatter: ({ x, y }) => `€${x}k spent, €${y}k sales`,
          },
          { type: 'line', data: trendY, label: 'Trend', valueFormatter: (v) => `€${v}k` },
        ]}
      >
        <LinePlot />
        <ScatterPlot />
        <ChartsXAxis axisId="spend" label="Ad spend (k€)" />
        <ChartsYAxis axisId="sales" label="Sales (k€)" />
        <ChartsLegend />
        <ChartsTooltip trigger="item" />
      </ResponsiveChartContainer>
    </Box>
  );
}
