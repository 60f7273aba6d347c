import type { NavPage } from '../../types';

/**
 * Data Grid: scrolling, virtualization, accessibility, performance.
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const dataGridPerformance: readonly NavPage[] = [];
