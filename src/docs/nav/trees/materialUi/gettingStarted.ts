import type { NavPage } from '../../types';

/**
 * Material UI: getting-started pages after the overview (templates gallery and the like).
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const materialUiGettingStarted: readonly NavPage[] = [
  { pathname: '/material-ui/getting-started/templates', title: 'Templates' },
];
