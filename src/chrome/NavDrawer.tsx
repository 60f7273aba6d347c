import Box from '@mui/material/Box';
import { useEffect, useRef, type RefObject } from 'react';
import type { PageTree } from '../docs/nav/types';
import { LazyMobileNavDrawer } from './lazyChrome';
import { NavContent } from './NavContent';
import { useOpenedOnce } from '../shared/useOpenedOnce';

import { APP_BAR_HEIGHT } from './layoutMetrics';

interface NavDrawerProps {
  tree: PageTree;
  activePathname: string;
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/**
 * Brings the active entry into the visible part of the drawer, without scrolling the page. It
 * measures once the new page's first frame is on screen: measured in the commit, the boxes
 * would make the browser lay out the whole new page before that frame (a forced layout on every
 * page change), while after the frame the layout it painted is read as it is.
 */
function useScrollActiveIntoView(ref: RefObject<HTMLElement | null>, activePathname: string) {
  useEffect(() => {
    const reveal = () => {
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
    };
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(reveal);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ref, activePathname]);
}

/**
 * The left navigation: a fixed column from the md breakpoint, a modal drawer
 * below it (opened from the app bar's menu button).
 */
export function NavDrawer({ tree, activePathname, mobileOpen, onMobileClose }: NavDrawerProps) {
  const desktopRef = useRef<HTMLDivElement>(null);
  // The mobile drawer's code loads the first time it opens.
  const mobileUsed = useOpenedOnce(mobileOpen);
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
      {mobileUsed ? (
        <LazyMobileNavDrawer
          // A new page gets a fresh, closed drawer rather than waiting on the old one's slide-out.
          key={activePathname}
          tree={tree}
          activePathname={activePathname}
          open={mobileOpen}
          onClose={onMobileClose}
        />
      ) : null}
    </>
  );
}
