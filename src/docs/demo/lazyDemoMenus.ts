import dynamic from 'next/dynamic';

// The demo toolbar's menus ("More", code styling): their code loads when a reader first
// approaches one of their buttons, never with the page.

export const loadDemoMenus = () => import('./DemoToolbarMenus');

export const LazyDemoMoreMenu = dynamic(
  () => loadDemoMenus().then((module) => module.DemoMoreMenu),
  { ssr: false },
);

export const LazyDemoStylingMenu = dynamic(
  () => loadDemoMenus().then((module) => module.DemoStylingMenu),
  { ssr: false },
);
