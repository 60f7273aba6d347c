import { ChartContainer } from '@mui/x-charts/ChartContainer';
import type { ScatterPlotProps } from '@mui/x-charts/ScatterChart';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {},
  wrapper: (
    <ChartContainer
      width={400}
      height={260}
      series={[
        {
          type: 'scatter',
          label: 'Apartments',
          data: [
            { id: 1, x: 48, y: 910 },
            { id: 2, x: 65, y: 1180 },
            { id: 3, x: 72, y: 1320 },
            { id: 4, x: 90, y: 1650 },
            { id: 5, x: 110, y: 1900 },
          ],
        },
      ]}
    />
  ),
} satisfies PlaygroundPreset<ScatterPlotProps>;
