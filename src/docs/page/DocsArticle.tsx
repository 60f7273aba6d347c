import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageBadges } from '../../shared/PageBadges';
import { TableOfContents } from './TableOfContents';
import type { TocEntry } from './pageData';
import type { Plan } from '../nav/types';
import { PageMarkdownActions } from './PageMarkdownActions';
import { PrevNextLinks } from './PrevNextLinks';

interface DocsArticleProps {
  /** Page key of the page: its markdown twin's address comes from it. */
  pathname: string;
  title: string;
  description: string;
  plan: Plan | null;
  planned?: boolean;
  toc?: readonly TocEntry[];
  children: ReactNode;
  footer?: ReactNode;
  /**
   * False while the body shows only its opening (MarkdownPage after a client-side navigation):
   * the footer and the previous/next links wait for the rest, below which they belong.
   */
  complete?: boolean;
}

/**
 * The reading column of a docs page with its title (and the page's markdown actions), lead,
 * body, prev/next links and table of contents.
 */
export function DocsArticle({
  pathname,
  title,
  description,
  plan,
  planned = false,
  toc = [],
  children,
  footer,
  complete = true,
}: DocsArticleProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 240px' },
        gap: 4,
        maxWidth: 1160,
        mx: 'auto',
        px: { xs: 2, sm: 4 },
        pt: 4,
      }}
    >
      <Box component="article" sx={{ minWidth: 0, maxWidth: 820 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          {/* Long API names (DataGridPremium API) wrap on phones instead of widening the page. */}
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <PageBadges page={{ plan: plan ?? undefined, planned, newFeature: false }} />
          <PageMarkdownActions pathname={pathname} />
        </Box>
        <Typography component="p" sx={{ fontSize: '1.15rem', color: 'text.secondary', mb: 3 }}>
          {description}
        </Typography>
        {children}
        {complete ? (
          <>
            {footer}
            <PrevNextLinks />
          </>
        ) : null}
      </Box>
      <TableOfContents toc={toc} />
    </Box>
  );
}
