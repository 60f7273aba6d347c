import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useI18n, useTranslate } from '../../i18n';
import { useIsHydrating } from '../../hydration';
import { markdownTwinUrl } from '../routing/markdownTwinUrl';
import { useCopyFeedback } from '../../shared/useCopyFeedback';
import { visuallyHidden } from '../../shared/visuallyHidden';

/** The page's markdown twin, fetched when the reader asks for it (never part of the page). */
async function fetchMarkdown(href: string): Promise<string> {
  const response = await fetch(href);
  if (!response.ok) {
    throw new Error(`${href} answered ${response.status}: the page's markdown is missing.`);
  }
  return response.text();
}

/**
 * "Copy page" (the page's markdown twin on the clipboard, fetched on press) and "View as
 * markdown" (a link to the twin), in the page's title row. The labels never change, so
 * nothing moves: the state shows in the icon and is said in a status region. The copy button
 * is disabled until the page has hydrated; the link works without scripts.
 */
export function PageMarkdownActions({ pathname }: { pathname: string }) {
  const t = useTranslate();
  const { language } = useI18n();
  const hydrating = useIsHydrating();
  const { copyState, copy } = useCopyFeedback();
  const href = markdownTwinUrl(pathname, language);
  const icon =
    copyState === 'copied' ? (
      <CheckIcon />
    ) : copyState === 'error' ? (
      <ErrorIcon />
    ) : (
      <ContentCopyIcon />
    );
  return (
    <Box
      data-page-markdown=""
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, ml: 'auto' }}
    >
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        startIcon={icon}
        disabled={hydrating}
        onClick={() => copy(fetchMarkdown(href))}
        sx={{ color: 'text.secondary', borderColor: 'divider' }}
      >
        {t('page.copyPage')}
      </Button>
      <Button
        size="small"
        color="inherit"
        href={href}
        startIcon={<DescriptionIcon />}
        sx={{ color: 'text.secondary' }}
      >
        {t('page.viewMarkdown')}
      </Button>
      <span role="status" style={visuallyHidden}>
        {copyState === 'copied'
          ? t('page.pageCopied')
          : copyState === 'error'
            ? t('page.copyPageFailed')
            : ''}
      </span>
    </Box>
  );
}
