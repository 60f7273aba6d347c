import type { ComponentProps } from 'react';
import type { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    data: [3, 6, 2, 8, 5, 9, 4],
    height: 80,
  },
} satisfies PlaygroundPreset<ComponentProps<typeof SparkLineChart>>;
