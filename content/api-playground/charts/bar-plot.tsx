import { ChartContainer } from '@mui/x-charts/ChartContainer';
import type { BarPlotProps } from '@mui/x-charts/BarChart';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {},
  wrapper: (
    <ChartContainer
      width={400}
      height={260}
      series={[{ type: 'bar', data: [42, 57, 31, 66], label: 'Tickets closed' }]}
      xAxis={[{ scaleType: 'band', data: ['Week 1', 'Week 2', 'Week 3', 'Week 4'] }]}
    />
  ),
} satisfies PlaygroundPreset<BarPlotProps>;
