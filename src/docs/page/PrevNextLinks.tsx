import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import { LocalizedLink } from '../../shared/LocalizedLink';
import { useTranslate } from '../../i18n';
import type { NavLink } from '../nav/types';
import { pageKeyToUrl } from '../siteConfig';
import { usePageNeighbours } from './pageNeighbours';

function NeighbourLink({ leaf, rel }: { leaf: NavLink; rel: 'prev' | 'next' }) {
  const t = useTranslate();
  const label = t(rel === 'prev' ? 'page.previous' : 'page.next');
  return (
    <Box
      component={LocalizedLink}
      href={pageKeyToUrl(leaf.pathname)}
      rel={rel}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexDirection: rel === 'next' ? 'row-reverse' : 'row',
        textAlign: rel === 'next' ? 'end' : 'start',
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        textDecoration: 'none',
        color: 'text.primary',
        gridColumn: rel === 'next' ? 2 : 1,
        '&:hover': { borderColor: 'primary.main' },
        '& svg': { transform: 'var(--mirror, none)' },
        '[dir="rtl"] &': { '--mirror': 'scaleX(-1)' },
      }}
    >
      {rel === 'prev' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
      <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Box
          component="span"
          sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary' }}
        >
          {label}
        </Box>
        {leaf.title}
      </Box>
    </Box>
  );
}

/** Links to the previous and next readable pages of the page's tree, in nav order. */
export function PrevNextLinks() {
  const t = useTranslate();
  const { previous, next } = usePageNeighbours();
  if (!previous && !next) {
    return null;
  }
  return (
    <Box
      component="nav"
      aria-label={t('page.pagination')}
      // minmax(0, …): a long title wraps inside its half instead of widening the page.
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 2, mt: 6 }}
    >
      {previous ? <NeighbourLink leaf={previous} rel="prev" /> : null}
      {next ? <NeighbourLink leaf={next} rel="next" /> : null}
    </Box>
  );
}
