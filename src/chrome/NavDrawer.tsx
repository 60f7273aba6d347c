import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { findAncestors } from '../docs/nav/buildPageTree';
import type { PageTree } from '../docs/nav/types';
import { useTranslate } from '../i18n';
import { NavTree } from './NavTree';

export const NAV_WIDTH = 280;
export const APP_BAR_HEIGHT = 64;

interface NavDrawerProps {
  tree: PageTree;
  activePathname: string;
  mobileOpen: boolean;
  onMobileClose: () => void;
}

function NavContent({
  tree,
  activePathname,
  onNavigate,
}: {
  tree: PageTree;
  activePathname: string;
  onNavigate?: () => void;
}) {
  const t = useTranslate();
  const openGroups = useMemo(
    () => new Set(findAncestors(tree.pages, activePathname) ?? []),
    [tree, activePathname],
  );
  return (
    <Box component="nav" aria-label={t('appFrame.mainNavigation')} sx={{ px: 1.5, pb: 4 }}>
      <NavTree
        pages={tree.pages}
        activePathname={activePathname}
        openGroups={openGroups}
        onNavigate={onNavigate}
      />
    </Box>
  );
}

/** Brings the active entry into the visible part of the drawer, without scrolling the page. */
function useScrollActiveIntoView(ref: RefObject<HTMLElement | null>, activePathname: string) {
  useEffect(() => {
    const container = ref.current;
    const active = container?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!container || !active) {
      return;
    }
    const box = container.getBoundingClientRect();
    const item = active.getBoundingClientRect();
    if (item.top < box.top || item.bottom > box.bottom) {
      container.scrollTop += item.top - box.top - box.height / 2 + item.height / 2;
    }
  }, [ref, activePathname]);
}

/**
 * The left navigation: a fixed column from the md breakpoint, a modal drawer
 * below it (opened from the app bar's menu button).
 */
export function NavDrawer({ tree, activePathname, mobileOpen, onMobileClose }: NavDrawerProps) {
  const t = useTranslate();
  const desktopRef = useRef<HTMLDivElement>(null);
  useScrollActiveIntoView(desktopRef, activePathname);
  return (
    <>
      <Box
        ref={desktopRef}
        data-testid="nav-desktop"
        sx={{
          display: { xs: 'none', md: 'block' },
          position: 'sticky',
          top: APP_BAR_HEIGHT,
          height: `calc(100vh - ${APP_BAR_HEIGHT}px)`,
          overflowY: 'auto',
          borderRight: '1px solid',
          borderColor: 'divider',
        }}
      >
        <NavContent tree={tree} activePathname={activePathname} />
      </Box>
      <Drawer
        open={mobileOpen}
        onClose={onMobileClose}
        ModalProps={{ keepMounted: false }}
        PaperProps={
          {
            role: 'dialog',
            'aria-modal': true,
            'aria-label': t('appFrame.mainNavigation'),
            sx: { width: NAV_WIDTH, pt: 1 },
            'data-testid': 'nav-mobile',
          } as object
        }
        sx={{ display: { md: 'none' } }}
      >
        <NavContent tree={tree} activePathname={activePathname} onNavigate={onMobileClose} />
      </Drawer>
    </>
  );
}
