import { API_PAGE_INDEX } from '../../../../generated/apiPages';
import { apiReferenceGroup } from '../apiReferenceGroup';
import type { PageTree } from '../types';

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

export const xTree: PageTree = {
  id: 'x',
  name: 'MUI X',
  pages: [
    { pathname: '/x/whats-new', title: "What's new" },
    {
      pathname: '/x/introduction-group',
      subheader: 'Introduction',
      children: [
        { pathname: '/x/introduction', title: 'Overview' },
        { pathname: '/x/introduction/installation', title: 'Installation' },
        { pathname: '/x/introduction/licensing', title: 'Licensing' },
        { pathname: '/x/introduction/support', title: 'Support' },
        { pathname: '/x/introduction/roadmap', title: 'Roadmap' },
      ],
    },
    {
      pathname: '/x/react-data-grid-group',
      subheader: 'Data Grid',
      children: [
        { pathname: '/x/react-data-grid', title: 'Overview' },
        apiReferenceGroup('data-grid', API_PAGE_INDEX['data-grid']),
      ],
    },
    {
      pathname: '/x/react-date-pickers-group',
      subheader: 'Date and Time Pickers',
      children: [
        { pathname: '/x/react-date-pickers', title: 'Overview' },
        apiReferenceGroup('date-pickers', API_PAGE_INDEX['date-pickers']),
      ],
    },
    {
      pathname: '/x/react-charts-group',
      subheader: 'Charts',
      children: [
        { pathname: '/x/react-charts', title: 'Overview', newFeature: true },
        ...PLANNED_CHARTS.map((chart) => ({ ...chart, planned: true })),
        apiReferenceGroup('charts', API_PAGE_INDEX.charts),
      ],
    },
    {
      pathname: '/x/react-tree-view-group',
      subheader: 'Tree View',
      children: [
        { pathname: '/x/react-tree-view', title: 'Overview' },
        apiReferenceGroup('tree-view', API_PAGE_INDEX['tree-view']),
      ],
    },
  ],
};
