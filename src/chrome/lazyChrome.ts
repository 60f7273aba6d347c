import dynamic from 'next/dynamic';

// Parts of the chrome a reader opens rarely: their code loads on first use
// (or on hover/focus of the control that opens them), never with the page.

export const loadProductMenu = () => import('./ProductMenu');
export const LazyProductMenu = dynamic(
  () => loadProductMenu().then((module) => module.ProductMenu),
  {
    ssr: false,
  },
);

export const loadVersionMenu = () => import('./VersionMenu');
export const LazyVersionMenu = dynamic(
  () => loadVersionMenu().then((module) => module.VersionMenu),
  {
    ssr: false,
  },
);

export const loadSettingsDrawer = () => import('./SettingsDrawer');
export const LazySettingsDrawer = dynamic(
  () => loadSettingsDrawer().then((module) => module.SettingsDrawer),
  { ssr: false },
);

export const loadMobileNavDrawer = () => import('./MobileNavDrawer');
export const LazyMobileNavDrawer = dynamic(
  () => loadMobileNavDrawer().then((module) => module.MobileNavDrawer),
  { ssr: false },
);
