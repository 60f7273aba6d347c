import type { NavPage } from '../../types';

/**
 * Date and Time Pickers: the Main features group (fields, validation, lifecycle, shortcuts) and the playground.
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const datePickersFeatures: readonly NavPage[] = [];
