import { ChartContainer } from '@mui/x-charts/ChartContainer';
import type { ChartsAxisHighlightProps } from '@mui/x-charts/ChartsAxisHighlight';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    x: 'band',
  },
  wrapper: (
    <ChartContainer
      width={400}
      height={260}
      series={[{ type: 'bar', data: [5, 9, 7, 12], label: 'Parcels delivered' }]}
      xAxis={[{ scaleType: 'band', data: ['North', 'East', 'South', 'West'] }]}
    />
  ),
} satisfies PlaygroundPreset<ChartsAxisHighlightProps>;
