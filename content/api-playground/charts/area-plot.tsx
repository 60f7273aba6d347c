import { ChartContainer } from '@mui/x-charts/ChartContainer';
import type { AreaPlotProps } from '@mui/x-charts/LineChart';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {},
  wrapper: (
    <ChartContainer
      width={400}
      height={260}
      series={[{ type: 'line', area: true, data: [120, 180, 150, 240, 310], label: 'Sign-ups' }]}
      xAxis={[{ scaleType: 'point', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
    />
  ),
} satisfies PlaygroundPreset<AreaPlotProps>;
