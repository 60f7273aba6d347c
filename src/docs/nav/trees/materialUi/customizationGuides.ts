import type { NavPage } from '../../types';

/**
 * Material UI: the customization guides (theming, palette, dark mode, typography, …).
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const customizationGuides: readonly NavPage[] = [
  { pathname: '/material-ui/customization/theming', title: 'Theming' },
  { pathname: '/material-ui/customization/palette', title: 'Palette' },
  { pathname: '/material-ui/customization/dark-mode', title: 'Dark mode' },
  { pathname: '/material-ui/customization/typography', title: 'Typography' },
  { pathname: '/material-ui/customization/spacing', title: 'Spacing' },
  { pathname: '/material-ui/customization/breakpoints', title: 'Breakpoints' },
  { pathname: '/material-ui/customization/z-index', title: 'z-index' },
  { pathname: '/material-ui/customization/transitions', title: 'Transitions' },
];
