import type { NavPage } from '../../types';

/**
 * Material UI: the interactive customization tools (colour, density, theme builder, default theme).
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const customizationTools: readonly NavPage[] = [
  { pathname: '/material-ui/customization/color', title: 'Color' },
  { pathname: '/material-ui/customization/density', title: 'Density' },
];
