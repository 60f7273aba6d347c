import type { NavPage } from '../../types';

/**
 * Data Grid: scrolling, virtualization, accessibility, performance.
 * Every non-planned entry needs its page under content/ (the build checks both ways).
 */
export const dataGridPerformance: readonly NavPage[] = [
  { pathname: '/x/react-data-grid/scrolling', title: 'Scrolling' },
  { pathname: '/x/react-data-grid/virtualization', title: 'Virtualization' },
  { pathname: '/x/react-data-grid/accessibility', title: 'Accessibility' },
  { pathname: '/x/react-data-grid/performance', title: 'Performance' },
];
