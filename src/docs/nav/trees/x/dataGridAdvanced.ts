import type { NavPage } from '../../types';

/**
 * Data Grid: scrolling, virtualization, accessibility, performance, group and pivot, server-side data, advanced, recipes.
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const dataGridAdvanced: readonly NavPage[] = [];
