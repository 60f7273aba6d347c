import type { BarChartProps } from '@mui/x-charts/BarChart';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    xAxis: [{ scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4'] }],
    series: [{ data: [12, 19, 15, 22], label: 'Sales' }],
    height: 280,
  },
} satisfies PlaygroundPreset<BarChartProps>;
