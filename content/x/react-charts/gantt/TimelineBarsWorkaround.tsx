import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import type {} from '@mui/material/themeCssVarsAugmentation';

interface Task {
  name: string;
  start: Date;
  end: Date;
}

// Plan of a small website redesign project.
const tasks: Task[] = [
  { name: 'Research', start: new Date(2025, 2, 3), end: new Date(2025, 2, 14) },
  { name: 'Wireframes', start: new Date(2025, 2, 12), end: new Date(2025, 2, 26) },
  { name: 'Visual design', start: new Date(2025, 2, 24), end: new Date(2025, 3, 11) },
  { name: 'Development', start: new Date(2025, 3, 7), end: new Date(2025, 4, 9) },
  { name: 'Testing', start: new Date(2025, 4, 5), end: new Date(2025, 4, 20) },
  { name: 'Launch', start: new Date(2025, 4, 21), end: new Date(2025, 4, 23) },
];

type TimeScale = (value: Date) => number;
type BandScale = ((value: string) => number | undefined) & { bandwidth: () => number };

const day = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });

function TaskBars() {
  const theme = useTheme();
  const xScale = useXScale() as unknown as TimeScale;
  const yScale = useYScale() as unknown as BandScale;
  return (
    <g>
      {tasks.map((task) => (
        <rect
          key={task.name}
          x={xScale(task.start)}
          y={yScale(task.name) ?? 0}
          width={Math.max(2, xScale(task.end) - xScale(task.start))}
          height={yScale.bandwidth()}
          rx={4}
          fill={(theme.vars ?? theme).palette.primary.main}
        >
          <title>{`${task.name}: ${day(task.start)} to ${day(task.end)}`}</title>
        </rect>
      ))}
    </g>
  );
}

// Declared apart: gap ratios exist on band axes only, which an inline literal cannot express.
const taskAxis = {
  id: 'tasks',
  scaleType: 'band' as const,
  data: tasks.map((task) => task.name),
  categoryGapRatio: 0.35,
};

export default function TimelineBarsWorkaround() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Website redesign plan, March to May 2025: research (3 to 14 March), wireframes (12 to 26
        March), visual design (24 March to 11 April), development (7 April to 9 May), testing (5 to
        20 May) and launch (21 to 23 May).
      </Typography>
      <ResponsiveChartContainer
        height={300}
        margin={{ left: 100, right: 20, top: 20, bottom: 30 }}
        series={[]}
        xAxis={[
          {
            id: 'time',
            scaleType: 'time',
            min: new Date(2025, 2, 1),
            max: new Date(2025, 4, 31),
            valueFormatter: day,
          },
        ]}
        yAxis={[taskAxis]}
      >
        <TaskBars />
        <ChartsReferenceLine x={new Date(2025, 3, 1)} label="Review" labelAlign="start" />
        <ChartsXAxis axisId="time" />
        <ChartsYAxis axisId="tasks" disableTicks />
      </ResponsiveChartContainer>
    </Box>
  );
}
