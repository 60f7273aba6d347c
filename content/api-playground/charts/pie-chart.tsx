import type { PieChartProps } from '@mui/x-charts/PieChart';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    series: [
      {
        data: [
          { id: 0, value: 45, label: 'Desktop' },
          { id: 1, value: 40, label: 'Mobile' },
          { id: 2, value: 15, label: 'Tablet' },
        ],
      },
    ],
    height: 240,
  },
} satisfies PlaygroundPreset<PieChartProps>;
