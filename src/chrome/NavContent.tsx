import { useRouter } from 'next/router';
import { useMemo, type MouseEvent, type PointerEvent } from 'react';
import { findAncestors } from '../docs/nav/buildPageTree';
import type { PageTree } from '../docs/nav/types';
import { useClientLinkNavigation } from '../shared/useClientLinkNavigation';
import { useTranslate } from '../i18n';
import { DrawerSponsors } from '../sponsors/DrawerSponsors';
import { NavTreeIsland } from './NavTreeIsland';

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
  const router = useRouter();
  const navigate = useClientLinkNavigation();
  const openGroups = useMemo(
    () => new Set(findAncestors(tree.pages, activePathname) ?? []),
    [tree, activePathname],
  );
  const onClick = (event: MouseEvent<HTMLElement>) => {
    navigate(event);
    if (event.defaultPrevented) {
      onNavigate?.();
    }
  };
  // The page a pointer rests on is fetched ahead, as a prefetching link would do on hover.
  const onPointerOver = (event: PointerEvent<HTMLElement>) => {
    const href = (event.target as HTMLElement).closest('a')?.getAttribute('href');
    if (href?.startsWith('/') && event.pointerType === 'mouse') {
      router.prefetch(href).catch(() => {
        // A failed prefetch only means the click loads the page itself.
      });
    }
  };
  return (
    <nav
      className="nav-tree"
      aria-label={t('appFrame.mainNavigation')}
      onClick={onClick}
      onPointerOver={onPointerOver}
    >
      <NavTreeIsland
        treeId={tree.id}
        pages={tree.pages}
        activePathname={activePathname}
        openGroups={openGroups}
      />
      <DrawerSponsors />
    </nav>
  );
}
