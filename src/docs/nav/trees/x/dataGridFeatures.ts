import type { NavPage } from '../../types';

/**
 * Data Grid: editing, sorting, filtering, pagination, selection, export, clipboard, components, style, localization.
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const dataGridFeatures: readonly NavPage[] = [
  { pathname: '/x/react-data-grid/editing', title: 'Editing' },
];
