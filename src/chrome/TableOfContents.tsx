import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { TocEntry } from '../docs/markdown/renderMarkdown';
import { useTranslate } from '../i18n';
import { useScrollSpy } from './useScrollSpy';

/** The right-hand table of contents, highlighting the section in view. Shown from the lg breakpoint. */
export function TableOfContents({ toc }: { toc: readonly TocEntry[] }) {
  const t = useTranslate();
  const ids = useMemo(() => toc.map((entry) => entry.id), [toc]);
  const active = useScrollSpy(ids);
  if (toc.length === 0) {
    return null;
  }
  return (
    <Box
      component="nav"
      aria-label={t('toc.title')}
      data-testid="toc"
      sx={{
        display: { xs: 'none', lg: 'block' },
        position: 'sticky',
        top: 88,
        alignSelf: 'start',
        maxHeight: 'calc(100vh - 104px)',
        overflowY: 'auto',
        pl: 2,
      }}
    >
      <Typography
        component="h2"
        sx={{ fontSize: '0.8rem', fontWeight: 700, mb: 1, textTransform: 'uppercase' }}
      >
        {t('toc.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {toc.map((entry) => (
          <li key={entry.id}>
            <Box
              component="a"
              href={`#${entry.id}`}
              aria-current={entry.id === active ? 'location' : undefined}
              sx={{
                display: 'block',
                py: 0.5,
                pl: entry.level === 3 ? 2.5 : 1,
                borderLeft: '2px solid',
                borderColor: 'divider',
                fontSize: '0.85rem',
                color: 'text.secondary',
                textDecoration: 'none',
                '&:hover': { color: 'text.primary' },
                '&[aria-current]': {
                  color: 'primary.main',
                  borderColor: 'primary.main',
                  fontWeight: 600,
                },
              }}
            >
              {entry.text}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
