import { useEffect, useRef, useState, type ComponentProps, type MouseEvent } from 'react';
import { localizePathname } from '../docs/routing/pathnameToLanguage';
import { pageKeyToUrl } from '../docs/siteConfig';
import { StaticIsland, useIsHydrating } from '../hydration';
import { useI18n } from '../i18n';
import { markActiveNavLink, toggleNavGroup } from './navTreeDom';
import { NavTree } from './NavTree';

type NavTreeIslandProps = ComponentProps<typeof NavTree> & { treeId: string };

/**
 * The navigation tree as a static island (src/hydration/StaticIsland.tsx), never hydrating its
 * hundreds of entries (most of a page's hydration work otherwise). The browser drives the server
 * HTML through attributes: group buttons toggle, and a client-side
 * navigation moves the current mark. When the tree itself changes (another product or
 * language), React renders it in the browser like any component.
 */
export function NavTreeIsland({ treeId, ...treeProps }: NavTreeIslandProps) {
  const hydrating = useIsHydrating();
  const { language } = useI18n();
  const [island] = useState(() => (hydrating ? { treeId, language } : null));
  const ref = useRef<HTMLDivElement>(null);
  const isStatic = island !== null && island.treeId === treeId && island.language === language;
  const activeHref = localizePathname(pageKeyToUrl(treeProps.activePathname), language);

  useEffect(() => {
    if (isStatic && ref.current) {
      markActiveNavLink(ref.current, activeHref);
    }
  }, [isStatic, activeHref]);

  if (!isStatic) {
    return <NavTree {...treeProps} />;
  }
  return (
    <StaticIsland
      ref={ref}
      className="nav-island"
      onClick={(event: MouseEvent) => {
        toggleNavGroup(event.target);
      }}
    >
      <NavTree {...treeProps} />
    </StaticIsland>
  );
}
