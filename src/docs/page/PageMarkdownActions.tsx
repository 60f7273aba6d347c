import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
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

// A plain button and link (Material UI's Button would add its ripple machinery to every page's
// scripts): small outlined controls, 32 px high, focus ring from the theme.
const actionSx: SxProps<Theme> = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.75,
  height: 32,
  px: 1.25,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'transparent',
  color: 'text.secondary',
  font: 'inherit',
  fontSize: '0.8125rem',
  fontWeight: 500,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  '& svg': { fontSize: 18 },
  '&:hover': { color: 'text.primary', borderColor: 'text.secondary' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  '&:disabled': { cursor: 'default', opacity: 0.6 },
};

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
  const Icon =
    copyState === 'copied' ? CheckIcon : copyState === 'error' ? ErrorIcon : ContentCopyIcon;
  return (
    <Box
      data-page-markdown=""
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, ml: 'auto' }}
    >
      <Box
        component="button"
        type="button"
        disabled={hydrating}
        onClick={() => copy(fetchMarkdown(href))}
        sx={actionSx}
      >
        <Icon aria-hidden />
        {t('page.copyPage')}
      </Box>
      <Box component="a" href={href} sx={actionSx}>
        <DescriptionIcon aria-hidden />
        {t('page.viewMarkdown')}
      </Box>
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
