import { ChartContainer } from '@mui/x-charts/ChartContainer';
import type { LinePlotProps } from '@mui/x-charts/LineChart';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {},
  wrapper: (
    <ChartContainer
      width={400}
      height={260}
      series={[{ type: 'line', data: [3.1, 4.8, 9.5, 14.2, 18.9], label: 'Mean temperature (°C)' }]}
      xAxis={[{ scaleType: 'point', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May'] }]}
    />
  ),
} satisfies PlaygroundPreset<LinePlotProps>;
