import type { NavPage } from '../../types';

/**
 * Date and Time Pickers: overview, getting started, base concepts, FAQ, the components and the Pro range components.
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 * TimeRangePicker and DateTimeRangePicker are not in @mui/x-date-pickers-pro 6.19.0 (only their fields are):
 * their pages are planned.
 */
export const datePickersComponents: readonly NavPage[] = [
  { pathname: '/x/react-date-pickers', title: 'Overview' },
  { pathname: '/x/react-date-pickers/getting-started', title: 'Getting started' },
  { pathname: '/x/react-date-pickers/base-concepts', title: 'Base concepts' },
  { pathname: '/x/react-date-pickers/faq', title: 'FAQ' },
  {
    pathname: '/x/react-date-pickers/components-group',
    subheader: 'Components',
    children: [
      { pathname: '/x/react-date-pickers/date-picker', title: 'Date Picker' },
      { pathname: '/x/react-date-pickers/date-field', title: 'Date Field' },
      { pathname: '/x/react-date-pickers/date-calendar', title: 'Date Calendar' },
      { pathname: '/x/react-date-pickers/time-picker', title: 'Time Picker' },
      { pathname: '/x/react-date-pickers/time-field', title: 'Time Field' },
      { pathname: '/x/react-date-pickers/time-clock', title: 'Time Clock' },
      { pathname: '/x/react-date-pickers/digital-clock', title: 'Digital Clock' },
      { pathname: '/x/react-date-pickers/date-time-picker', title: 'Date Time Picker' },
      { pathname: '/x/react-date-pickers/date-time-field', title: 'Date Time Field' },
    ],
  },
  {
    pathname: '/x/react-date-pickers/range-components-group',
    subheader: 'Date and Time Range components',
    children: [
      {
        pathname: '/x/react-date-pickers/date-range-picker',
        title: 'Date Range Picker',
        plan: 'pro',
      },
      {
        pathname: '/x/react-date-pickers/date-range-field',
        title: 'Date Range Field',
        plan: 'pro',
      },
      {
        pathname: '/x/react-date-pickers/date-range-calendar',
        title: 'Date Range Calendar',
        plan: 'pro',
      },
      {
        pathname: '/x/react-date-pickers/time-range-picker',
        title: 'Time Range Picker',
        plan: 'pro',
        planned: true,
      },
      {
        pathname: '/x/react-date-pickers/time-range-field',
        title: 'Time Range Field',
        plan: 'pro',
      },
      {
        pathname: '/x/react-date-pickers/date-time-range-picker',
        title: 'Date Time Range Picker',
        plan: 'pro',
        planned: true,
      },
      {
        pathname: '/x/react-date-pickers/date-time-range-field',
        title: 'Date Time Range Field',
        plan: 'pro',
      },
    ],
  },
];
