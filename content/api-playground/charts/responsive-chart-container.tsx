import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import type { ResponsiveChartContainerProps } from '@mui/x-charts/ResponsiveChartContainer';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    height: 260,
    series: [{ type: 'bar', data: [4, 11, 7], label: 'Books read' }],
    xAxis: [{ scaleType: 'band', data: ['2022', '2023', '2024'] }],
    children: [<BarPlot key="bars" />, <ChartsXAxis key="x-axis" />, <ChartsYAxis key="y-axis" />],
  },
} satisfies PlaygroundPreset<ResponsiveChartContainerProps>;
