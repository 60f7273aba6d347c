import { ChartContainer } from '@mui/x-charts/ChartContainer';
import type { MarkPlotProps } from '@mui/x-charts/LineChart';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {},
  wrapper: (
    <ChartContainer
      width={400}
      height={260}
      series={[{ type: 'line', data: [8, 12, 9, 15, 11], label: 'Orders per hour' }]}
      xAxis={[{ scaleType: 'point', data: ['9:00', '10:00', '11:00', '12:00', '13:00'] }]}
    />
  ),
} satisfies PlaygroundPreset<MarkPlotProps>;
