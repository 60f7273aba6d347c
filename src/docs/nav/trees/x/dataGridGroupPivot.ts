import type { NavPage } from '../../types';

/**
 * Data Grid: the Group and pivot group (tree data, row grouping, aggregation, pivoting) and the Server-side data group.
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const dataGridGroupPivot: readonly NavPage[] = [];
