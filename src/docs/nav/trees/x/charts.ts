import type { NavPage } from '../../types';

/** The planned charts of this version, as the spec lists them. */
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
 * Charts pages.
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const chartsPages: readonly NavPage[] = [
  { pathname: '/x/react-charts', title: 'Overview', newFeature: true },
  ...PLANNED_CHARTS.map((chart) => ({ ...chart, planned: true })),
];
