import type { NavPage } from '../../types';

/**
 * Data Grid: the Advanced group (API object, events, state) and the Recipes group.
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const dataGridAdvanced: readonly NavPage[] = [
  {
    pathname: '/x/react-data-grid/advanced-group',
    subheader: 'Advanced',
    children: [
      { pathname: '/x/react-data-grid/api-object', title: 'API object' },
      { pathname: '/x/react-data-grid/events', title: 'Events' },
      { pathname: '/x/react-data-grid/state', title: 'State' },
    ],
  },
  {
    pathname: '/x/react-data-grid/recipes-group',
    subheader: 'Recipes',
    children: [
      { pathname: '/x/react-data-grid/recipes-editing', title: 'Editing recipes' },
      {
        pathname: '/x/react-data-grid/recipes-row-grouping',
        title: 'Row grouping recipes',
        plan: 'premium',
      },
    ],
  },
];
