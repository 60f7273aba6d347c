import type { NavPage } from '../../types';

/**
 * Tree View pages.
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const treeViewPages: readonly NavPage[] = [
  { pathname: '/x/react-tree-view', title: 'Overview' },
  { pathname: '/x/react-tree-view/getting-started', title: 'Getting started' },
];
