import type { NavPage } from '../../types';

/**
 * Date and Time Pickers: the Localization group (localization, adapters-locale, timezone, calendar-systems).
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const datePickersLocalization: readonly NavPage[] = [
  {
    pathname: '/x/react-date-pickers/localization-group',
    subheader: 'Localization',
    children: [
      { pathname: '/x/react-date-pickers/localization', title: 'Translated components' },
      {
        pathname: '/x/react-date-pickers/adapters-locale',
        title: 'Date format and localization',
      },
      { pathname: '/x/react-date-pickers/timezone', title: 'UTC and timezones' },
      { pathname: '/x/react-date-pickers/calendar-systems', title: 'Calendar systems' },
    ],
  },
];
