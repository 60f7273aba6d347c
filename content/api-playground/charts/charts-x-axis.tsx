import { ChartContainer } from '@mui/x-charts/ChartContainer';
import type { ChartsXAxisProps } from '@mui/x-charts/models';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    label: 'Quarter',
  },
  wrapper: (
    <ChartContainer
      width={400}
      height={260}
      series={[{ type: 'bar', data: [210, 245, 198, 280], label: 'Revenue (k€)' }]}
      xAxis={[{ scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
    />
  ),
} satisfies PlaygroundPreset<ChartsXAxisProps>;
