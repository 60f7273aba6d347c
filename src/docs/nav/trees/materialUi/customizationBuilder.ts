import type { NavPage } from '../../types';

/**
 * Material UI: the theme builder and the default theme viewer.
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const customizationBuilder: readonly NavPage[] = [
  {
    pathname: '/material-ui/customization/theme-builder',
    title: 'Theme builder',
    newFeature: true,
  },
  { pathname: '/material-ui/customization/default-theme', title: 'Default theme' },
];
