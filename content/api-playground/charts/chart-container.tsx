import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { LinePlot } from '@mui/x-charts/LineChart';
import type { ChartContainerProps } from '@mui/x-charts/ChartContainer';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    width: 360,
    height: 240,
    series: [{ type: 'line', data: [4, 7, 5, 9] }],
    xAxis: [{ scaleType: 'point', data: ['Mon', 'Tue', 'Wed', 'Thu'] }],
    children: [<LinePlot key="line" />, <ChartsXAxis key="x-axis" />],
  },
} satisfies PlaygroundPreset<ChartContainerProps>;
