import { ChartContainer } from '@mui/x-charts/ChartContainer';
import type { ChartsAxisProps } from '@mui/x-charts/ChartsAxis';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {},
  wrapper: (
    <ChartContainer
      width={400}
      height={260}
      series={[{ type: 'bar', data: [14, 22, 18, 9], label: 'Bikes rented' }]}
      xAxis={[{ scaleType: 'band', data: ['Dock A', 'Dock B', 'Dock C', 'Dock D'] }]}
    />
  ),
} satisfies PlaygroundPreset<ChartsAxisProps>;
