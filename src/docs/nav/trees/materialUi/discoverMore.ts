import type { NavPage } from '../../types';

/**
 * Material UI: Discover more (sponsors and backers).
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const discoverMore: readonly NavPage[] = [
  { pathname: '/material-ui/discover-more/backers', title: 'Sponsors and backers' },
];
