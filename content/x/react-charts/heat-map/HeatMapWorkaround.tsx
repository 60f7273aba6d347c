import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const slots = ['8-10', '10-12', '12-14', '14-16', '16-18', '18-20', '20-22'];

// Average visitors per two-hour slot at a public swimming pool.
const visitors: number[][] = [
  [42, 28, 55, 30, 61, 88, 47],
  [40, 31, 58, 29, 66, 92, 45],
  [38, 26, 61, 33, 70, 95, 51],
  [41, 30, 57, 35, 74, 90, 49],
  [36, 34, 63, 48, 82, 71, 38],
  [65, 98, 120, 131, 115, 74, 30],
  [58, 104, 127, 138, 109, 62, 22],
];

// Five color steps, from few to many visitors, with readable text in light and dark mode.
const steps = [
  { max: 40, color: '#e3f2fd', text: '#000' },
  { max: 60, color: '#90caf9', text: '#000' },
  { max: 80, color: '#42a5f5', text: '#000' },
  { max: 110, color: '#1565c0', text: '#fff' },
  { max: Infinity, color: '#0d2a6b', text: '#fff' },
];
// The part of a band scale this demo needs: a position and a width per category.
type BandScale = ((value: string) => number | undefined) & { bandwidth: () => number };

const stepOf = (value: number) => steps.find((step) => value <= step.max) ?? steps[4];

function rangeLabel(index: number) {
  if (index === 0) return `up to ${steps[0].max}`;
  const from = steps[index - 1].max + 1;
  return steps[index].max === Infinity ? `${from} or more` : `${from} to ${steps[index].max}`;
}

function HeatCells() {
  const xScale = useXScale() as unknown as BandScale;
  const yScale = useYScale() as unknown as BandScale;
  return (
    <g>
      {days.map((day, row) =>
        slots.map((slot, column) => {
          const value = visitors[row][column];
          const step = stepOf(value);
          const x = xScale(slot) ?? 0;
          const y = yScale(day) ?? 0;
          return (
            <g key={`${day}-${slot}`}>
              <rect
                x={x}
                y={y}
                width={xScale.bandwidth()}
                height={yScale.bandwidth()}
                fill={step.color}
              >
                <title>{`${day} ${slot}: ${value} visitors`}</title>
              </rect>
              <text
                x={x + xScale.bandwidth() / 2}
                y={y + yScale.bandwidth() / 2}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={12}
                fill={step.text}
              >
                {value}
              </text>
            </g>
          );
        }),
      )}
    </g>
  );
}

// Band axes with small gaps between cells (declared apart: gap ratios exist on band axes only).
const slotAxis = { id: 'slots', scaleType: 'band' as const, data: slots, categoryGapRatio: 0.04 };
const dayAxis = { id: 'days', scaleType: 'band' as const, data: days, categoryGapRatio: 0.04 };

export default function HeatMapWorkaround() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Average pool visitors by weekday and time slot: weekend middays are the busiest (up to 138
        between 14:00 and 16:00 on Sunday); weekday evenings from 18:00 to 20:00 are the busiest
        weekday slot.
      </Typography>
      <ResponsiveChartContainer
        height={340}
        margin={{ left: 50, right: 10, top: 10, bottom: 30 }}
        series={[]}
        xAxis={[slotAxis]}
        yAxis={[dayAxis]}
      >
        <HeatCells />
        <ChartsXAxis axisId="slots" disableLine disableTicks />
        <ChartsYAxis axisId="days" disableLine disableTicks />
      </ResponsiveChartContainer>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Typography variant="caption">Visitors:</Typography>
        {steps.map((step, index) => (
          <Stack key={step.color} direction="row" spacing={0.5} alignItems="center">
            <Box
              sx={{ width: 14, height: 14, bgcolor: step.color, border: 1, borderColor: 'divider' }}
            />
            <Typography variant="caption">{rangeLabel(index)}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
