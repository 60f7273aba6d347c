import type { NavPage } from '../../types';

/**
 * Date and Time Pickers: the Customization group (custom components, layout, field, opening button).
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const datePickersCustomization: readonly NavPage[] = [];
