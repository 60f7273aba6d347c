import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import { useOpenedOnce } from '../shared/useOpenedOnce';
import { useTranslate } from '../i18n';
import { useSearchShortcut } from './useSearchShortcut';

// The palette, the engine and the index load on the first open, never with the page.
const LazySearchPalette = dynamic(
  () => import('./SearchPalette').then((module) => module.SearchPalette),
  { ssr: false },
);

/** The app bar's search button, and the Ctrl/Cmd+K and `/` shortcuts that open the palette. */
export function SearchButton() {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const openPalette = useCallback(() => setOpen(true), []);
  useSearchShortcut(openPalette);
  return (
    <>
      <ButtonBase
        onClick={openPalette}
        data-ga-event-category="search"
        data-ga-event-action="open"
        aria-label={t('search.open')}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        sx={{
          gap: 1,
          minWidth: { xs: 40, md: 200 },
          height: 36,
          px: { xs: 1, md: 1.5 },
          mr: { xs: 0, sm: 1 },
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          color: 'text.secondary',
          fontSize: '0.875rem',
          justifyContent: 'flex-start',
          '&:hover': { borderColor: 'text.secondary' },
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <SearchIcon fontSize="small" />
        <Box
          component="span"
          sx={{ display: { xs: 'none', md: 'inline' }, flexGrow: 1, textAlign: 'start' }}
        >
          {t('search.placeholder')}
        </Box>
        <Box
          component="kbd"
          aria-hidden
          sx={{
            display: { xs: 'none', md: 'inline' },
            px: 0.75,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            fontSize: '0.75rem',
            fontFamily: 'inherit',
          }}
        >
          Ctrl K
        </Box>
      </ButtonBase>
      {mounted ? <LazySearchPalette open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
