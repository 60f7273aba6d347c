import type { LineChartProps } from '@mui/x-charts/LineChart';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    xAxis: [{ data: [1, 2, 3, 4, 5, 6] }],
    series: [{ data: [3, 5, 4, 8, 6, 9], label: 'Visitors' }],
    height: 280,
  },
} satisfies PlaygroundPreset<LineChartProps>;
