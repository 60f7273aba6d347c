import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly climate of Mumbai: rainfall in mm and average high temperature in °C.
const rainfall = [1, 1, 0, 1, 12, 520, 840, 580, 340, 90, 15, 3];
const temperature = [31, 32, 33, 33, 34, 32, 30, 30, 31, 33, 34, 32];

export default function TwoYAxesChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Mumbai&apos;s climate: almost all rain falls from June to September (840 mm in July), while
        the average high stays between 30 and 34 °C all year.
      </Typography>
      <ResponsiveChartContainer
        height={320}
        margin={{ top: 50, left: 70, right: 60 }}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        yAxis={[
          { id: 'rain', valueFormatter: (v: number) => `${v} mm` },
          { id: 'temperature', min: 0, max: 40, valueFormatter: (v: number) => `${v} °C` },
        ]}
        series={[
          {
            type: 'bar',
            data: rainfall,
            label: 'Rainfall',
            yAxisKey: 'rain',
            valueFormatter: (v) => `${v} mm`,
          },
          {
            type: 'line',
            data: temperature,
            label: 'Average high',
            yAxisKey: 'temperature',
            valueFormatter: (v) => `${v} °C`,
          },
        ]}
      >
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="months" />
        <ChartsYAxis axisId="rain" position="left" />
        <ChartsYAxis axisId="temperature" position="right" />
        <ChartsLegend />
        <ChartsAxisHighlight x="band" />
        <ChartsTooltip trigger="axis" />
      </ResponsiveChartContainer>
    </Box>
  );
}
