import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { findAncestors } from '../docs/nav/buildPageTree';
import type { PageTree } from '../docs/nav/types';
import { useTranslate } from '../i18n';
import { NavTree } from './NavTree';
import { DrawerSponsors } from '../sponsors/DrawerSponsors';

/** The navigation landmark with one tree, shared by the desktop column and the mobile drawer. */
export function NavContent({
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
      <DrawerSponsors />
    </Box>
  );
}
