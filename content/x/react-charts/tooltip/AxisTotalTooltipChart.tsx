import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartsAxisContentProps } from '@mui/x-charts/ChartsTooltip';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Covers (guests served) per day at a restaurant, by service.
const services = [
  { id: 'lunch', label: 'Lunch', data: [48, 52, 50, 57, 66, 92, 104] },
  { id: 'dinner', label: 'Dinner', data: [61, 58, 72, 80, 118, 131, 74] },
];

// The axis content receives every series and the hovered index: enough to add a total row.
function DayTotalTooltip(props: ChartsAxisContentProps) {
  const { series, dataIndex, axisValue } = props;
  if (dataIndex === null || dataIndex === undefined) {
    return null;
  }
  const values = series.map((item) => ({
    id: item.id,
    label: 'label' in item && typeof item.label === 'string' ? item.label : item.id,
    color: item.color,
    value: (item.data[dataIndex] as number | null) ?? 0,
  }));
  const total = values.reduce((sum, item) => sum + item.value, 0);

  return (
    <Paper elevation={3} sx={{ px: 1.5, py: 1, minWidth: 180 }}>
      <Typography variant="subtitle2" component="p">
        {String(axisValue)}: {total} covers
      </Typography>
      {values.map((item) => (
        <Box key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            aria-hidden
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color }}
          />
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {item.label}
          </Typography>
          <Typography variant="body2">
            {item.value} ({Math.round((item.value / total) * 100)}%)
          </Typography>
        </Box>
      ))}
    </Paper>
  );
}

export default function AxisTotalTooltipChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Guests served per day, by service: Saturday is the busiest day with 223 covers; on Sunday
        lunch (104) outsells dinner (74).
      </Typography>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: days }]}
        series={services.map((service) => ({ ...service, stack: 'covers' }))}
        tooltip={{ trigger: 'axis', slots: { axisContent: DayTotalTooltip } }}
      />
    </Box>
  );
}
