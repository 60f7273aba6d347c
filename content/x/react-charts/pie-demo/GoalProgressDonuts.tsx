import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import type {} from '@mui/material/themeCssVarsAugmentation';

// Progress of a sales team toward its quarterly goals.
const goals = [
  { id: 'revenue', name: 'Revenue', done: 412, target: 500, unit: 'k$' },
  { id: 'deals', name: 'New deals', done: 38, target: 40, unit: 'deals' },
  { id: 'demos', name: 'Product demos', done: 96, target: 160, unit: 'demos' },
];

function PercentLabel({ percent }: { percent: number }) {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  return (
    <text
      x={left + width / 2}
      y={top + height / 2}
      textAnchor="middle"
      dominantBaseline="central"
      fill={(theme.vars ?? theme).palette.text.primary}
      style={{ fontSize: 22, fontWeight: 700, fontFamily: theme.typography.fontFamily }}
    >
      {percent}%
    </text>
  );
}

export default function GoalProgressDonuts() {
  const theme = useTheme();

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Quarterly goals of a sales team: revenue at 82% ($412k of $500k), new deals at 95% (38 of
        40) and product demos at 60% (96 of 160).
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          gap: 2,
          pt: 1,
        }}
      >
        {goals.map((goal) => {
          const percent = Math.round((goal.done / goal.target) * 100);
          return (
            <Box key={goal.id} sx={{ textAlign: 'center' }}>
              <PieChart
                height={160}
                margin={{ top: 5, bottom: 5, left: 5, right: 5 }}
                series={[
                  {
                    id: goal.id,
                    innerRadius: '72%',
                    outerRadius: '100%',
                    cornerRadius: 6,
                    data: [
                      {
                        id: 'done',
                        label: 'Done',
                        value: goal.done,
                        color: (theme.vars ?? theme).palette.primary.main,
                      },
                      {
                        id: 'left',
                        label: 'Remaining',
                        value: Math.max(goal.target - goal.done, 0),
                        color: (theme.vars ?? theme).palette.action.disabledBackground,
                      },
                    ],
                    valueFormatter: (item) => `${item.value} ${goal.unit}`,
                  },
                ]}
                slotProps={{ legend: { hidden: true } }}
              >
                <PercentLabel percent={percent} />
              </PieChart>
              <Typography variant="body2">
                {goal.name}: {goal.done} of {goal.target} {goal.unit}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
