import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { ThemeViewerStrings } from './defaultThemeStrings';
import { buildThemeTree, expandablePaths, filterThemeTree } from './themeTree';
import { ThemeTreeList } from './ThemeTreeList';

export type ThemeViewerMode = 'light' | 'dark';

interface ThemeObjectViewerProps {
  /** The theme object to show in a mode (light or dark); called once per mode shown. */
  themeFor: (mode: ThemeViewerMode) => object;
  strings: ThemeViewerStrings;
  /** The id of the search field (unique on the page). */
  searchId: string;
}

/**
 * A theme object (light or dark), as an expandable tree with a search that narrows it to
 * matching keys and values and opens their ancestors. Material UI's and Joy UI's default
 * theme viewers are this component with their own theme and strings.
 */
export function ThemeObjectViewer({ themeFor, strings: S, searchId }: ThemeObjectViewerProps) {
  const [mode, setMode] = useState<ThemeViewerMode>('light');
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const tree = useMemo(() => buildThemeTree(themeFor(mode)), [themeFor, mode]);
  const filtered = useMemo(() => filterThemeTree(tree, query), [tree, query]);
  const matches = useMemo(() => new Set(filtered.matches), [filtered]);
  const searching = query.trim() !== '';

  const search = (next: string) => {
    setQuery(next);
    setExpanded(new Set(filterThemeTree(tree, next).expanded));
  };
  const toggle = (path: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(path)) {
        next.add(path);
      }
      return next;
    });

  return (
    <Box role="group" aria-label={S.toolLabel} sx={{ my: 4 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <TextField
          id={searchId}
          type="search"
          size="small"
          label={S.search}
          helperText={S.searchHelp}
          value={query}
          onChange={(event) => search(event.target.value)}
          sx={{ flex: 1 }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={mode === 'dark'}
              onChange={(event) => setMode(event.target.checked ? 'dark' : 'light')}
            />
          }
          label={S.darkMode}
        />
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ my: 1.5 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpanded(new Set(expandablePaths(filtered.nodes)))}
        >
          {S.expandAll}
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpanded(new Set())}>
          {S.collapseAll}
        </Button>
        <Typography role="status" variant="body2" color="text.secondary">
          {searching ? S.matches(filtered.matches.length) : ''}
        </Typography>
      </Stack>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 2,
          maxHeight: 640,
          overflow: 'auto',
        }}
      >
        <ThemeTreeList
          label={S.treeLabel(mode)}
          nodes={filtered.nodes}
          expanded={expanded}
          matches={matches}
          onToggle={toggle}
        />
      </Box>
    </Box>
  );
}
