import type { NavPage } from '../../types';

/**
 * Data Grid: the Advanced group (API object, events, state) and the Recipes group.
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const dataGridAdvanced: readonly NavPage[] = [];
