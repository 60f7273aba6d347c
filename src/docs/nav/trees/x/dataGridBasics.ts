import type { NavPage } from '../../types';

/**
 * Data Grid: overview, demo, getting started, layout, and the Columns and Rows groups.
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const dataGridBasics: readonly NavPage[] = [
  { pathname: '/x/react-data-grid', title: 'Overview' },
  { pathname: '/x/react-data-grid/demo', title: 'Demo', plan: 'premium' },
  { pathname: '/x/react-data-grid/getting-started', title: 'Getting started' },
];
