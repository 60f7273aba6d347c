import type { NavPage } from '../../types';

/**
 * Material UI: the theme builder and the default theme viewer.
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const customizationBuilder: readonly NavPage[] = [];
