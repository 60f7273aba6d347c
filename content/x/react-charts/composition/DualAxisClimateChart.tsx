import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Climate normals of Mumbai: monthly rainfall (mm) and mean temperature (°C).
const rainfall = [1, 1, 0, 1, 11, 520, 840, 560, 320, 70, 14, 2];
const temperature = [24.4, 25.2, 27.1, 28.6, 30.0, 29.1, 27.6, 27.3, 27.8, 28.7, 27.6, 25.7];

export default function DualAxisClimateChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Mumbai&apos;s climate by month: the monsoon brings 840 mm of rain in July, and the mean
        temperature peaks at 30 °C in May, just before it.
      </Typography>
      <ResponsiveChartContainer
        height={340}
        margin={{ top: 50, left: 60, right: 60 }}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        // Two value axes, one per unit; each series names the one it is measured on.
        yAxis={[
          { id: 'rain', min: 0, max: 900 },
          { id: 'temperature', min: 20, max: 32 },
        ]}
        series={[
          {
            type: 'bar',
            yAxisKey: 'rain',
            data: rainfall,
            label: 'Rainfall',
            valueFormatter: (value: number | null) => `${value} mm`,
          },
          {
            type: 'line',
            yAxisKey: 'temperature',
            data: temperature,
            label: 'Mean temperature',
            color: '#ef6c00',
            valueFormatter: (value: number | null) => `${value} °C`,
          },
        ]}
      >
        <ChartsAxisHighlight x="band" />
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="months" />
        <ChartsYAxis axisId="rain" position="left" label="Rainfall (mm)" />
        <ChartsYAxis axisId="temperature" position="right" label="Temperature (°C)" />
        <ChartsLegend />
        <ChartsTooltip trigger="axis" />
      </ResponsiveChartContainer>
    </Box>
  );
}
