import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { visuallyHidden } from '../shared/visuallyHidden';
import { useTranslate } from '../i18n';
import { SearchOptions } from './SearchOptions';
import { useSearchPalette } from './useSearchPalette';

/**
 * The search palette: a combobox over a listbox of results (or, while the
 * query is empty, recent picks and quick links). Arrow keys move, Enter goes,
 * Esc closes and gives focus back to where it was.
 */
export function SearchPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const { status, query, setQuery, options, go } = useSearchPalette(open, onClose);
  const [active, setActive] = useState(0);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const current = Math.min(active, options.length - 1);
  // Enter pressed while the index is still loading opens the first result once it arrives
  // (for the query as it was then; typing on cancels it).
  const [enterPendingFor, setEnterPendingFor] = useState<string | null>(null);
  useEffect(() => {
    if (enterPendingFor === null || status === 'loading') {
      return;
    }
    setEnterPendingFor(null);
    if (status === 'ready' && enterPendingFor === query && options[0]) {
      go(options[0]);
    }
  }, [enterPendingFor, go, options, query, status]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (current + step + options.length) % Math.max(options.length, 1);
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && options[current]) {
      event.preventDefault();
      go(options[current]);
    } else if (event.key === 'Enter' && status === 'loading' && query.trim() !== '') {
      event.preventDefault();
      setEnterPendingFor(query);
    }
  };

  const searching = query.trim() !== '';
  const message =
    status === 'error'
      ? t('search.error')
      : searching && status === 'loading'
        ? t('search.loading')
        : searching && options.length === 0
          ? t('search.noResults', { query })
          : searching
            ? t('search.resultCount', { count: String(options.length) })
            : '';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      PaperProps={{
        'aria-label': t('search.dialog'),
        sx: { mt: { xs: 2, sm: 10 }, maxHeight: 'min(640px, 80vh)' },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <SearchIcon color="action" />
        <InputBase
          autoFocus
          fullWidth
          value={query}
          placeholder={t('search.placeholder')}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': t('search.label'),
            'aria-expanded': options.length > 0,
            'aria-controls': options.length > 0 ? listboxId : undefined,
            'aria-autocomplete': 'list',
            'aria-activedescendant': options.length > 0 ? optionId(current) : undefined,
            enterKeyHint: 'go',
            spellCheck: false,
          }}
          sx={{ py: 1.5, fontSize: '1.05rem' }}
        />
        <Box component="kbd" aria-hidden sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>
          Esc
        </Box>
      </Box>
      <Box
        role="status"
        sx={
          searching ? { px: 2, pt: 1, fontSize: '0.8rem', color: 'text.secondary' } : visuallyHidden
        }
      >
        {message}
      </Box>
      {options.length > 0 ? (
        <SearchOptions
          id={listboxId}
          options={options}
          active={current}
          optionId={optionId}
          onHover={setActive}
          onPick={go}
        />
      ) : null}
    </Dialog>
  );
}
