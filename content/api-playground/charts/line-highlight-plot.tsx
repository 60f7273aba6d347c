import { ChartContainer } from '@mui/x-charts/ChartContainer';
import type { LineHighlightPlotProps } from '@mui/x-charts/LineChart';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {},
  wrapper: (
    <ChartContainer
      width={400}
      height={260}
      series={[{ type: 'line', data: [61, 64, 70, 68, 73], label: 'Resting heart rate' }]}
      xAxis={[{ scaleType: 'point', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
    />
  ),
} satisfies PlaygroundPreset<LineHighlightPlotProps>;
