import Drawer from '@mui/material/Drawer';
import type { PageTree } from '../docs/nav/types';
import { useTranslate } from '../i18n';
import { NAV_WIDTH } from './layoutMetrics';
import { NavContent } from './NavContent';

interface MobileNavDrawerProps {
  tree: PageTree;
  activePathname: string;
  open: boolean;
  onClose: () => void;
}

/** The navigation as a modal drawer, below the md breakpoint. */
export function MobileNavDrawer({ tree, activePathname, open, onClose }: MobileNavDrawerProps) {
  const t = useTranslate();
  return (
    <Drawer
      open={open}
      onClose={onClose}
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
      <NavContent tree={tree} activePathname={activePathname} onNavigate={onClose} />
    </Drawer>
  );
}
