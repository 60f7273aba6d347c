import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

type Trigger = 'item' | 'axis' | 'none';

const weeks = ['Week 1', 'Week 2', 'Week 3', 'Week 4'];
// Hours logged by a design agency per activity over four weeks.
const series = [
  { data: [62, 58, 71, 66], label: 'Client work' },
  { data: [18, 22, 15, 20], label: 'Meetings' },
  { data: [10, 12, 8, 14], label: 'Training' },
].map((item) => ({ ...item, valueFormatter: (v: number) => `${v} h` }));

export default function TooltipTriggerChart() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        Hours logged per activity over four weeks: client work takes 58 to 71 hours a week, meetings
        15 to 22 and training 8 to 14.
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(event, value: Trigger | null) => value && setTrigger(value)}
        aria-label="Tooltip trigger"
        sx={{ mt: 1 }}
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: weeks }]}
        series={series}
        tooltip={{ trigger }}
        axisHighlight={{ x: trigger === 'axis' ? 'band' : 'none' }}
      />
    </Box>
  );
}
