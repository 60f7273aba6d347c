import { ChartContainer } from '@mui/x-charts/ChartContainer';
import type { ChartsLegendProps } from '@mui/x-charts/ChartsLegend';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {},
  wrapper: (
    <ChartContainer
      width={400}
      height={260}
      series={[
        { type: 'line', data: [12, 15, 19, 24], label: 'Paris' },
        { type: 'line', data: [8, 11, 14, 18], label: 'Oslo' },
      ]}
      xAxis={[{ scaleType: 'point', data: ['Mar', 'Apr', 'May', 'Jun'] }]}
    />
  ),
} satisfies PlaygroundPreset<ChartsLegendProps>;
