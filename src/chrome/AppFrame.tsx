import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';
import { pageTrees, treeIdOfPathname } from '../docs/nav/pageTrees';
import { findProduct, versionsFor } from '../docs/products';
import { getProductInfoFromUrl } from '../docs/routing/productId';
import { useTranslate } from '../i18n';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { NAV_WIDTH } from './layoutMetrics';
import { NavDrawer } from './NavDrawer';
import { SettingsPanel } from './SettingsPanel';

interface AppFrameProps {
  /** Page key of the current page (no language, no trailing slash). */
  pathname: string;
  children: ReactNode;
}

/**
 * The chrome around every page: skip link, app bar, the navigation drawer of
 * the page's tree (when it belongs to one), the main region and the footer.
 */
export function AppFrame({ pathname, children }: AppFrameProps) {
  const t = useTranslate();
  const [navOpen, setNavOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { productId } = getProductInfoFromUrl(pathname);
  const treeId = treeIdOfPathname(pathname);
  const tree = treeId ? pageTrees.trees[treeId] : null;

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
        product={findProduct(productId)}
        versions={versionsFor(productId)}
        onOpenNavigation={tree ? () => setNavOpen(true) : undefined}
        onOpenSettings={() => setSettingsOpen(true)}
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
            onMobileClose={() => setNavOpen(false)}
          />
        ) : null}
        <Box sx={{ minWidth: 0 }}>
          <Box component="main" id="main-content" tabIndex={-1} sx={{ outline: 'none' }}>
            {children}
          </Box>
          <AppFooter />
        </Box>
      </Box>
      <SettingsPanel open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}
