import type { NavPage } from '../../types';

/**
 * Data Grid: overview, demo, getting started, layout, and the Columns and Rows groups.
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const dataGridBasics: readonly NavPage[] = [
  { pathname: '/x/react-data-grid', title: 'Overview' },
  { pathname: '/x/react-data-grid/demo', title: 'Demo', plan: 'premium' },
  { pathname: '/x/react-data-grid/getting-started', title: 'Getting started' },
  { pathname: '/x/react-data-grid/layout', title: 'Layout' },
  {
    pathname: '/x/react-data-grid/columns-group',
    subheader: 'Columns',
    children: [
      { pathname: '/x/react-data-grid/column-definition', title: 'Column definition' },
      { pathname: '/x/react-data-grid/column-dimensions', title: 'Column dimensions' },
      { pathname: '/x/react-data-grid/column-visibility', title: 'Column visibility' },
      { pathname: '/x/react-data-grid/custom-columns', title: 'Custom columns' },
      { pathname: '/x/react-data-grid/column-header', title: 'Column header' },
      { pathname: '/x/react-data-grid/column-menu', title: 'Column menu' },
      { pathname: '/x/react-data-grid/column-spanning', title: 'Column spanning' },
      { pathname: '/x/react-data-grid/column-groups', title: 'Column groups' },
      { pathname: '/x/react-data-grid/column-ordering', title: 'Column ordering', plan: 'pro' },
      { pathname: '/x/react-data-grid/column-pinning', title: 'Column pinning', plan: 'pro' },
    ],
  },
  {
    pathname: '/x/react-data-grid/rows-group',
    subheader: 'Rows',
    children: [
      { pathname: '/x/react-data-grid/row-definition', title: 'Row definition' },
      { pathname: '/x/react-data-grid/row-updates', title: 'Row updates' },
      { pathname: '/x/react-data-grid/row-height', title: 'Row height' },
      { pathname: '/x/react-data-grid/row-spanning', title: 'Row spanning', planned: true },
      { pathname: '/x/react-data-grid/master-detail', title: 'Master detail', plan: 'pro' },
      { pathname: '/x/react-data-grid/row-ordering', title: 'Row ordering', plan: 'pro' },
      { pathname: '/x/react-data-grid/row-pinning', title: 'Row pinning', plan: 'pro' },
      { pathname: '/x/react-data-grid/row-recipes', title: 'Row recipes' },
    ],
  },
];
