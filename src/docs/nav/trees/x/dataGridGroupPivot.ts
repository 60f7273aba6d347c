import type { NavPage } from '../../types';

/**
 * Data Grid: the Group and pivot group (tree data, row grouping, aggregation, pivoting) and the Server-side data group.
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const dataGridGroupPivot: readonly NavPage[] = [
  {
    pathname: '/x/react-data-grid/group-pivot-group',
    subheader: 'Group and pivot',
    children: [
      { pathname: '/x/react-data-grid/tree-data', title: 'Tree data', plan: 'pro' },
      { pathname: '/x/react-data-grid/row-grouping', title: 'Row grouping', plan: 'premium' },
      { pathname: '/x/react-data-grid/aggregation', title: 'Aggregation', plan: 'premium' },
      {
        pathname: '/x/react-data-grid/pivoting',
        title: 'Pivoting',
        plan: 'premium',
        planned: true,
      },
    ],
  },
  {
    pathname: '/x/react-data-grid/server-side-data-group',
    subheader: 'Server-side data',
    children: [
      {
        pathname: '/x/react-data-grid/server-side-data',
        title: 'Overview',
        plan: 'pro',
        planned: true,
      },
      {
        pathname: '/x/react-data-grid/server-side-data/lazy-loading',
        title: 'Lazy loading',
        plan: 'pro',
        planned: true,
      },
      {
        pathname: '/x/react-data-grid/server-side-data/infinite-loading',
        title: 'Infinite loading',
        plan: 'pro',
        planned: true,
      },
      {
        pathname: '/x/react-data-grid/server-side-data/tree-data',
        title: 'Tree data',
        plan: 'pro',
        planned: true,
      },
      {
        pathname: '/x/react-data-grid/server-side-data/row-grouping',
        title: 'Row grouping',
        plan: 'premium',
        planned: true,
      },
      {
        pathname: '/x/react-data-grid/server-side-data/aggregation',
        title: 'Aggregation',
        plan: 'premium',
        planned: true,
      },
    ],
  },
];
