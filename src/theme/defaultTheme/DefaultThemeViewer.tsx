import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { DEFAULT_THEME_STRINGS as S } from './defaultThemeStrings';
import { buildThemeTree, expandablePaths, filterThemeTree } from './themeTree';
import { ThemeTreeList } from './ThemeTreeList';

/**
 * The object `createTheme()` returns (light or dark), as an expandable tree with a
 * search that narrows it to matching keys and values and opens their ancestors.
 */
export default function DefaultThemeViewer() {
  const [mode, setMode] = useState<'light' | 'dark'>('light');
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const tree = useMemo(() => buildThemeTree(createTheme({ palette: { mode } })), [mode]);
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
          id="default-theme-search"
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
