import { ChartContainer } from '@mui/x-charts/ChartContainer';
import type { ChartsYAxisProps } from '@mui/x-charts/models';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    label: 'Rainfall (mm)',
  },
  wrapper: (
    <ChartContainer
      width={400}
      height={260}
      series={[{ type: 'line', data: [78, 64, 52, 40, 35], label: 'Rainfall' }]}
      xAxis={[{ scaleType: 'point', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May'] }]}
    />
  ),
} satisfies PlaygroundPreset<ChartsYAxisProps>;
