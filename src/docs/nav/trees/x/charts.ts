import type { NavPage } from '../../types';

/** The chart types the MUI X v6 navigation lists as planned (not available in this version). */
export const PLANNED_CHARTS = [
  { pathname: '/x/react-charts/gauge', title: 'Gauge' },
  { pathname: '/x/react-charts/heat-map', title: 'Heat map' },
  { pathname: '/x/react-charts/radar', title: 'Radar' },
  { pathname: '/x/react-charts/tree-map', title: 'Treemap' },
  { pathname: '/x/react-charts/funnel', title: 'Funnel', plan: 'pro' },
  { pathname: '/x/react-charts/gantt', title: 'Gantt', plan: 'pro' },
  { pathname: '/x/react-charts/sankey', title: 'Sankey', plan: 'pro' },
] as const;

/**
 * Charts pages, in reading order: start, the chart types, the shared parts, building your own,
 * the galleries, then the planned chart types.
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const chartsPages: readonly NavPage[] = [
  { pathname: '/x/react-charts', title: 'Overview', newFeature: true },
  { pathname: '/x/react-charts/getting-started', title: 'Getting started' },
  { pathname: '/x/react-charts/bars', title: 'Bars' },
  { pathname: '/x/react-charts/lines', title: 'Lines' },
  { pathname: '/x/react-charts/pie', title: 'Pie' },
  { pathname: '/x/react-charts/scatter', title: 'Scatter' },
  { pathname: '/x/react-charts/sparkline', title: 'Sparkline' },
  { pathname: '/x/react-charts/axis', title: 'Axis' },
  { pathname: '/x/react-charts/legend', title: 'Legend' },
  { pathname: '/x/react-charts/tooltip', title: 'Tooltip' },
  { pathname: '/x/react-charts/stacking', title: 'Stacking' },
  { pathname: '/x/react-charts/styling', title: 'Styling' },
  { pathname: '/x/react-charts/components', title: 'Components' },
  { pathname: '/x/react-charts/composition', title: 'Composition' },
  { pathname: '/x/react-charts/bar-demo', title: 'Bar demos' },
  { pathname: '/x/react-charts/line-demo', title: 'Line demos' },
  { pathname: '/x/react-charts/areas-demo', title: 'Area demos' },
  { pathname: '/x/react-charts/pie-demo', title: 'Pie demos' },
  { pathname: '/x/react-charts/scatter-demo', title: 'Scatter demos' },
  ...PLANNED_CHARTS.map((chart) => ({ ...chart, planned: true })),
];
