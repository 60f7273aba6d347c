import type { ScatterChartProps } from '@mui/x-charts/ScatterChart';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    series: [
      {
        label: 'Trees',
        data: [
          { x: 2, y: 3, id: 1 },
          { x: 4, y: 7, id: 2 },
          { x: 6, y: 5, id: 3 },
          { x: 8, y: 9, id: 4 },
        ],
      },
    ],
    height: 280,
  },
} satisfies PlaygroundPreset<ScatterChartProps>;
