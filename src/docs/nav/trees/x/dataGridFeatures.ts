import type { NavPage } from '../../types';

/**
 * Data Grid: editing, sorting, filtering, pagination, selection, export, clipboard, components, style, localization.
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const dataGridFeatures: readonly NavPage[] = [
  { pathname: '/x/react-data-grid/editing', title: 'Editing' },
  { pathname: '/x/react-data-grid/sorting', title: 'Sorting' },
  {
    pathname: '/x/react-data-grid/filtering-group',
    subheader: 'Filtering',
    children: [
      { pathname: '/x/react-data-grid/filtering', title: 'Overview' },
      { pathname: '/x/react-data-grid/filtering/customization', title: 'Customization' },
      { pathname: '/x/react-data-grid/filtering/quick-filter', title: 'Quick filter' },
      { pathname: '/x/react-data-grid/filtering/server-side', title: 'Server-side filtering' },
      {
        pathname: '/x/react-data-grid/filtering/multi-filters',
        title: 'Multi-filters',
        plan: 'pro',
      },
      {
        pathname: '/x/react-data-grid/filtering/header-filters',
        title: 'Header filters',
        plan: 'pro',
      },
      { pathname: '/x/react-data-grid/filtering-recipes', title: 'Filtering recipes' },
    ],
  },
  { pathname: '/x/react-data-grid/pagination', title: 'Pagination' },
  {
    pathname: '/x/react-data-grid/selection-group',
    subheader: 'Selection',
    children: [
      { pathname: '/x/react-data-grid/row-selection', title: 'Row selection' },
      { pathname: '/x/react-data-grid/cell-selection', title: 'Cell selection', plan: 'premium' },
    ],
  },
  { pathname: '/x/react-data-grid/export', title: 'Export' },
  { pathname: '/x/react-data-grid/clipboard', title: 'Clipboard' },
  { pathname: '/x/react-data-grid/components', title: 'Custom subcomponents' },
  { pathname: '/x/react-data-grid/style', title: 'Styling' },
  { pathname: '/x/react-data-grid/style-recipes', title: 'Styling recipes' },
  { pathname: '/x/react-data-grid/localization', title: 'Localization' },
];
