import { useEffect, useState, type CSSProperties } from 'react';
import { entryTitle, isGroup } from '../docs/nav/buildPageTree';
import type { NavPage } from '../docs/nav/types';
import { localizePathname } from '../docs/routing/pathnameToLanguage';
import { pageKeyToUrl } from '../docs/siteConfig';
import { useI18n } from '../i18n';
import { BreakableText } from '../shared/BreakableText';
import { PageBadges } from '../shared/PageBadges';

interface NavTreeProps {
  pages: readonly NavPage[];
  activePathname: string;
  /** Groups open at first: the top level and the ones holding the active page. */
  openGroups: ReadonlySet<string>;
  depth?: number;
}

/** The indentation of an entry, read by the global `.nav-item` rule. */
function depthStyle(depth: number): CSSProperties {
  return { '--nav-depth': depth } as CSSProperties;
}

function NavGroup({
  group,
  depth,
  ...rest
}: Omit<NavTreeProps, 'pages'> & { group: NavPage; depth: number }) {
  const holdsActive = rest.openGroups.has(group.pathname);
  const [open, setOpen] = useState(depth === 0 || holdsActive);
  useEffect(() => {
    // Reaching a page inside a closed group (by previous/next links) opens it.
    if (holdsActive) {
      setOpen(true);
    }
  }, [holdsActive, rest.activePathname]);
  const listId = `nav-group-${group.pathname.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <li>
      <button
        type="button"
        className="nav-item nav-group"
        data-top={depth === 0 ? '' : undefined}
        style={depthStyle(depth)}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="nav-label">
          <BreakableText text={entryTitle(group)} />
        </span>
        <svg className="nav-chevron" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M5.5 8l4.5 4.5L14.5 8" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <div className="nav-panel" data-open={open ? '' : undefined}>
        <div>
          <NavTree pages={group.children ?? []} depth={depth + 1} {...rest} listId={listId} />
        </div>
      </div>
    </li>
  );
}

/**
 * The entries of one navigation tree: collapsible groups and page links with their marks.
 * Plain elements styled by global rules (navStyles.ts); the links' clicks become client-side
 * navigations through one listener on the tree (NavContent).
 */
export function NavTree({ pages, depth = 0, listId, ...rest }: NavTreeProps & { listId?: string }) {
  const { language } = useI18n();
  return (
    <ul className="nav-list" id={listId}>
      {pages.map((page) =>
        isGroup(page) ? (
          <NavGroup key={page.pathname} group={page} depth={depth} {...rest} />
        ) : (
          <li key={page.hash ? `${page.pathname}#${page.hash}` : page.pathname}>
            <a
              className="nav-item"
              style={depthStyle(depth)}
              href={`${localizePathname(pageKeyToUrl(page.pathname), language)}${page.hash ? `#${page.hash}` : ''}`}
              aria-current={
                page.pathname === rest.activePathname && !page.hash ? 'page' : undefined
              }
              data-planned={page.planned ? 'true' : undefined}
            >
              {/* Long API names wrap between their parts: GridColumn|MenuAggregation|Item. */}
              <span className="nav-label">
                <BreakableText text={entryTitle(page)} />
              </span>
              <PageBadges
                page={{
                  plan: page.plan,
                  planned: Boolean(page.planned),
                  newFeature: Boolean(page.newFeature),
                  unstable: page.unstable,
                  legacy: page.legacy,
                  beta: page.beta,
                }}
              />
            </a>
          </li>
        ),
      )}
    </ul>
  );
}
