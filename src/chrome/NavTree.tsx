import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useEffect, useState } from 'react';
import { entryTitle, isGroup } from '../docs/nav/buildPageTree';
import type { NavPage } from '../docs/nav/types';
import { pageKeyToUrl } from '../docs/siteConfig';
import { LocalizedLink } from './LocalizedLink';
import { PageBadges } from './PageBadges';

interface NavTreeProps {
  pages: readonly NavPage[];
  activePathname: string;
  /** Groups open at first: the top level and the ones holding the active page. */
  openGroups: ReadonlySet<string>;
  depth?: number;
  onNavigate?: () => void;
}

const itemSx = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 0.75,
  width: '100%',
  py: 0.5,
  pr: 1,
  borderRadius: 1.5,
  fontSize: '0.875rem',
  lineHeight: 1.5,
  color: 'text.secondary',
  textDecoration: 'none',
  textAlign: 'start',
  '&:hover': { bgcolor: 'action.hover', color: 'text.primary' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
} as const;

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
      <ButtonBase
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        sx={{
          ...itemSx,
          pl: 1 + depth * 1.5,
          mt: depth === 0 ? 1.5 : 0,
          fontWeight: 700,
          color: 'text.primary',
          fontSize: depth === 0 ? '0.8rem' : '0.875rem',
          textTransform: depth === 0 ? 'uppercase' : 'none',
          letterSpacing: depth === 0 ? '0.06em' : 0,
        }}
      >
        <Box component="span" sx={{ flexGrow: 1 }}>
          {entryTitle(group)}
        </Box>
        <ExpandMoreIcon
          fontSize="small"
          sx={{
            transition: 'transform 150ms',
            transform: open ? 'rotate(0deg)' : 'rotate(-90deg)',
          }}
        />
      </ButtonBase>
      {/* A closed group keeps its links in the page (for search engines) but out of reach. */}
      <Box
        data-open={open ? 'true' : undefined}
        sx={{
          display: 'grid',
          gridTemplateRows: '0fr',
          visibility: 'hidden',
          transition: 'grid-template-rows 150ms, visibility 150ms',
          '&[data-open]': { gridTemplateRows: '1fr', visibility: 'visible' },
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        <Box sx={{ overflow: 'hidden', minHeight: 0 }}>
          <NavTree pages={group.children ?? []} depth={depth + 1} {...rest} listId={listId} />
        </Box>
      </Box>
    </li>
  );
}

/** The entries of one navigation tree: collapsible groups and page links with their marks. */
export function NavTree({ pages, depth = 0, listId, ...rest }: NavTreeProps & { listId?: string }) {
  return (
    <Box component="ul" id={listId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {pages.map((page) =>
        isGroup(page) ? (
          <NavGroup key={page.pathname} group={page} depth={depth} {...rest} />
        ) : (
          <li key={page.pathname}>
            <Box
              component={LocalizedLink}
              href={pageKeyToUrl(page.pathname)}
              aria-current={page.pathname === rest.activePathname ? 'page' : undefined}
              onClick={rest.onNavigate}
              data-planned={page.planned ? 'true' : undefined}
              sx={{
                ...itemSx,
                pl: 1 + depth * 1.5,
                '&[aria-current="page"]': {
                  color: 'primary.main',
                  fontWeight: 600,
                  bgcolor: 'action.selected',
                },
                '&[data-planned]': { fontStyle: 'italic' },
              }}
            >
              {/* Long API names (GridColumnHeaderFilterIconButton) wrap rather than overflow. */}
              <Box component="span" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {entryTitle(page)}
              </Box>
              <PageBadges
                page={{
                  plan: page.plan,
                  planned: Boolean(page.planned),
                  newFeature: Boolean(page.newFeature),
                }}
              />
            </Box>
          </li>
        ),
      )}
    </Box>
  );
}
