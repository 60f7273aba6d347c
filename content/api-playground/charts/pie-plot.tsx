import { ChartContainer } from '@mui/x-charts/ChartContainer';
import type { PiePlotProps } from '@mui/x-charts/PieChart';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {},
  wrapper: (
    <ChartContainer
      width={400}
      height={260}
      series={[
        {
          type: 'pie',
          data: [
            { id: 'rent', value: 950, label: 'Rent' },
            { id: 'food', value: 420, label: 'Food' },
            { id: 'travel', value: 160, label: 'Travel' },
          ],
        },
      ]}
    />
  ),
} satisfies PlaygroundPreset<PiePlotProps>;
