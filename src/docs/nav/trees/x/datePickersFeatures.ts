import type { NavPage } from '../../types';

/**
 * Date and Time Pickers: the Main features group (fields, validation, lifecycle, shortcuts).
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const datePickersFeatures: readonly NavPage[] = [
  {
    pathname: '/x/react-date-pickers/main-features-group',
    subheader: 'Main features',
    children: [
      { pathname: '/x/react-date-pickers/fields', title: 'Fields' },
      { pathname: '/x/react-date-pickers/validation', title: 'Validation' },
      { pathname: '/x/react-date-pickers/lifecycle', title: 'Lifecycle' },
      { pathname: '/x/react-date-pickers/shortcuts', title: 'Shortcuts' },
    ],
  },
];
