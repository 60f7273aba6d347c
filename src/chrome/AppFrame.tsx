import Box from '@mui/material/Box';
import { useCallback, useState, type ReactNode } from 'react';
import type { PageTree } from '../docs/nav/types';
import type { Product, VersionEntry } from '../products';
import { useTranslate } from '../i18n';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { NAV_WIDTH } from './layoutMetrics';
import { NavDrawer } from './NavDrawer';
import { SettingsPanel } from './SettingsPanel';

interface AppFrameProps {
  /** Page key of the entry to mark current in the navigation (no language, no trailing slash). */
  pathname: string;
  /** The navigation tree of the page, shown in the drawer; none for pages outside the families. */
  tree?: PageTree | null;
  /** The product named by the app bar's product switcher. */
  product?: Product | null;
  /** The version switcher's entries (none hides it). */
  versions?: readonly VersionEntry[];
  children: ReactNode;
}

/**
 * The chrome around every page: skip link, app bar, the navigation drawer of
 * the page's tree (when it has one), the main region and the footer. The
 * route decides the tree and the product (`pageFrameOf`).
 */
export function AppFrame({
  pathname,
  tree = null,
  product = null,
  versions = [],
  children,
}: AppFrameProps) {
  const t = useTranslate();
  const [navOpen, setNavOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Stable, so the memoized app bar does not render again on a page change.
  const openNavigation = useCallback(() => setNavOpen(true), []);
  const closeNavigation = useCallback(() => setNavOpen(false), []);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);

  return (
    <>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          p: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          '&:focus': { top: 8 },
        }}
      >
        {t('appFrame.skipToContent')}
      </Box>
      <AppHeader
        product={product}
        versions={versions}
        onOpenNavigation={tree ? openNavigation : undefined}
        onOpenSettings={openSettings}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: tree
            ? { xs: 'minmax(0, 1fr)', md: `${NAV_WIDTH}px minmax(0, 1fr)` }
            : 'minmax(0, 1fr)',
        }}
      >
        {tree ? (
          <NavDrawer
            tree={tree}
            activePathname={pathname}
            mobileOpen={navOpen}
            onMobileClose={closeNavigation}
          />
        ) : null}
        <Box sx={{ minWidth: 0 }}>
          <Box component="main" id="main-content" tabIndex={-1} sx={{ outline: 'none' }}>
            {children}
          </Box>
          <AppFooter />
        </Box>
      </Box>
      <SettingsPanel open={settingsOpen} onClose={closeSettings} />
    </>
  );
}
