import { ChartContainer } from '@mui/x-charts/ChartContainer';
import type { ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    trigger: 'axis',
  },
  wrapper: (
    <ChartContainer
      width={400}
      height={260}
      series={[{ type: 'bar', data: [320, 410, 380], label: 'Visitors' }]}
      xAxis={[{ scaleType: 'band', data: ['Morning', 'Afternoon', 'Evening'] }]}
    />
  ),
} satisfies PlaygroundPreset<ChartsTooltipProps>;
