import type { NavPage } from '../../types';

/**
 * Date and Time Pickers: the Localization group (localization, adapters-locale, timezone, calendar-systems).
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const datePickersLocalization: readonly NavPage[] = [];
