import type { NavPage } from '../../types';

/**
 * Migration guides under /x/migration/.
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const migrationPages: readonly NavPage[] = [
  { pathname: '/x/migration/migration-data-grid-v5', title: 'Data Grid v5 → v6' },
  { pathname: '/x/migration/migration-data-grid-v4', title: 'Data Grid v4 → v5' },
  { pathname: '/x/migration/migration-pickers-v5', title: 'Date and Time Pickers v5 → v6' },
  { pathname: '/x/migration/migration-pickers-lab', title: 'Pickers from the lab' },
  { pathname: '/x/migration/migration-tree-view-lab', title: 'Tree View from the lab' },
];
