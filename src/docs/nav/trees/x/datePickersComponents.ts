import type { NavPage } from '../../types';

/**
 * Date and Time Pickers: overview, getting started, base concepts, FAQ, the components and the Pro range components.
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const datePickersComponents: readonly NavPage[] = [
  { pathname: '/x/react-date-pickers', title: 'Overview' },
];
