import type { NavPage } from '../../types';

/**
 * Material UI: the how-to guides (how to customize, theme components, right-to-left) and the MUI X styling guides.
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const customizationHowTo: readonly NavPage[] = [
  { pathname: '/material-ui/customization/how-to-customize', title: 'How to customize' },
  { pathname: '/material-ui/customization/theme-components', title: 'Theme components' },
  { pathname: '/material-ui/customization/right-to-left', title: 'Right-to-left' },
  { pathname: '/material-ui/customization/x-data-grid', title: 'Data Grid styling' },
  { pathname: '/material-ui/customization/x-date-pickers', title: 'Date pickers theming' },
  { pathname: '/material-ui/customization/x-charts', title: 'Charts styling' },
];
