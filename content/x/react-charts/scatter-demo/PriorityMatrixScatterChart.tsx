import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import type { ChartsItemContentProps } from '@mui/x-charts/ChartsTooltip';

interface Feature {
  id: string; // the feature's name
  x: number; // effort, in team-weeks
  y: number; // expected impact, 1 to 10
}

// Candidate features for a mobile banking app, scored in a planning session.
const features: Feature[] = [
  { id: 'Face ID sign-in', x: 2, y: 8.5 },
  { id: 'Dark mode', x: 3, y: 5.5 },
  { id: 'Spending insights', x: 9, y: 8 },
  { id: 'Split a bill', x: 4, y: 7.5 },
  { id: 'Crypto wallet', x: 11, y: 3.5 },
  { id: 'New onboarding', x: 7, y: 9 },
  { id: 'Custom app icons', x: 1.5, y: 2 },
  { id: 'Chat support', x: 8, y: 5.5 },
  { id: 'Card freeze', x: 1, y: 7 },
  { id: 'Stock trading', x: 12, y: 6.5 },
];

function FeatureTooltip({ itemData }: ChartsItemContentProps) {
  const feature = itemData.dataIndex === undefined ? undefined : features[itemData.dataIndex];
  if (!feature) {
    return null;
  }
  return (
    <Box sx={{ bgcolor: 'background.paper', boxShadow: 3, borderRadius: 1, px: 1.5, py: 1 }}>
      <Typography variant="subtitle2">{feature.id}</Typography>
      <Typography variant="body2">
        {feature.x} weeks of effort, impact {feature.y} / 10
      </Typography>
    </Box>
  );
}

export default function PriorityMatrixScatterChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Effort against impact for ten candidate features: Card freeze, Face ID sign-in and Split a
        bill are quick wins (under 6 weeks, impact above 6); Crypto wallet costs 11 weeks for an
        impact of 3.5.
      </Typography>
      <ScatterChart
        height={380}
        xAxis={[{ label: 'Effort (team-weeks)', min: 0, max: 13 }]}
        yAxis={[{ label: 'Expected impact', min: 0, max: 10 }]}
        series={[{ data: features, label: 'Features', markerSize: 7 }]}
        tooltip={{ trigger: 'item', slots: { itemContent: FeatureTooltip } }}
        slotProps={{ legend: { hidden: true } }}
      >
        {/* Two thresholds split the plane: top left are the quick wins, bottom right the money pits. */}
        <ChartsReferenceLine
          x={6}
          label="6-week limit"
          labelAlign="start"
          lineStyle={{ strokeDasharray: '4 4' }}
        />
        <ChartsReferenceLine
          y={6}
          label="Impact threshold"
          labelAlign="end"
          lineStyle={{ strokeDasharray: '4 4' }}
        />
      </ScatterChart>
    </Box>
  );
}
