import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Daily step counts over three weeks of a fitness tracker.
const steps = [
  6200, 8400, 7100, 9800, 11200, 4300, 3900, 7600, 8800, 9100, 10400, 12100, 5200, 4800, 8100, 9300,
  9900, 11800, 12600, 6100, 5400,
];
const days = steps.map((_, index) => `Day ${index + 1}`);

// Average of the last seven days (or fewer at the start).
const movingAverage = steps.map((_, index) => {
  const window = steps.slice(Math.max(0, index - 6), index + 1);
  return Math.round(window.reduce((sum, value) => sum + value, 0) / window.length);
});

const format = (value: number | null) => (value === null ? '' : value.toLocaleString('en-US'));

export default function StepsMovingAverageChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Daily steps over three weeks with their 7-day average: weekends dip to 4,000 to 6,000 steps,
        and the average climbs from about 7,300 to about 9,000, close to the 10,000-step goal.
      </Typography>
      <ResponsiveChartContainer
        height={340}
        margin={{ top: 50, left: 60 }}
        xAxis={[{ id: 'days', scaleType: 'band', data: days }]}
        series={[
          { type: 'bar', data: steps, label: 'Steps', valueFormatter: format },
          {
            type: 'line',
            data: movingAverage,
            label: '7-day average',
            curve: 'monotoneX',
            valueFormatter: format,
          },
        ]}
      >
        <ChartsAxisHighlight x="band" />
        <BarPlot />
        <LinePlot />
        <ChartsReferenceLine y={10000} label="Goal" labelAlign="end" />
        <ChartsXAxis
          axisId="days"
          tickLabelInterval={(value: string, index: number) => index % 7 === 0}
        />
        <ChartsYAxis />
        <ChartsLegend />
        <ChartsTooltip trigger="axis" />
      </ResponsiveChartContainer>
    </Box>
  );
}
