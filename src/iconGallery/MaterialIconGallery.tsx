import {
  forwardRef,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type HTMLAttributes,
} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { VirtuosoGrid, type GridComponents } from 'react-virtuoso';
import {
  MATERIAL_ICON_COUNT,
  MATERIAL_ICON_INDEX_URL,
  MATERIAL_ICON_THEME_URLS,
} from '../../generated/materialIconIndex';
import { IconDetails } from './IconDetails';
import { IconGlyph } from './IconGlyph';
import {
  ICON_THEME_LABELS,
  ICON_THEMES,
  searchIcons,
  toIconEntries,
  type IconEntry,
  type IconTheme,
  type MaterialIconIndex,
  type MaterialIconThemeShapes,
} from './materialIconData';

/** The grid's height: it scrolls inside, so the page stays short. */
const GRID_HEIGHT = 520;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return (await response.json()) as T;
}

const gridComponents: GridComponents = {
  List: forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(
    function IconGridList(props, ref) {
      return <Box {...props} ref={ref} sx={{ display: 'flex', flexWrap: 'wrap', p: 0.5 }} />;
    },
  ),
  Item: ({ children, className, style, 'data-index': index }) => (
    <Box
      className={className}
      style={style}
      data-index={index}
      sx={{ width: { xs: '33.333%', sm: '25%', lg: '16.666%' }, p: 0.5 }}
    >
      {children}
    </Box>
  ),
};

/**
 * The searchable gallery of every @mui/icons-material icon. Its index and each theme's shapes
 * are static JSON written by `npm run generate` (scripts/icons/) and fetched when the gallery
 * mounts; no icon module is part of the page.
 */
export default function MaterialIconGallery() {
  const [entries, setEntries] = useState<IconEntry[] | null>(null);
  const [shapes, setShapes] = useState<Partial<Record<IconTheme, MaterialIconThemeShapes>>>({});
  const [failed, setFailed] = useState(false);
  const [theme, setTheme] = useState<IconTheme>('filled');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const deferredQuery = useDeferredValue(query);

  useEffect(() => {
    fetchJson<MaterialIconIndex>(MATERIAL_ICON_INDEX_URL)
      .then((index) => setEntries(toIconEntries(index)))
      .catch((error: unknown) => {
        console.warn(error);
        setFailed(true);
      });
  }, []);

  const themeShapes = shapes[theme];
  useEffect(() => {
    if (themeShapes) {
      return;
    }
    let active = true;
    fetchJson<MaterialIconThemeShapes>(MATERIAL_ICON_THEME_URLS[theme])
      .then((loaded) => active && setShapes((current) => ({ ...current, [theme]: loaded })))
      .catch((error: unknown) => {
        console.warn(error);
        setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [theme, themeShapes]);

  const results = useMemo(
    () => (entries ? searchIcons(entries, deferredQuery, theme) : []),
    [entries, deferredQuery, theme],
  );
  const selectedEntry = results.find((entry) => entry.name === selected) ?? null;
  const ready = entries !== null && themeShapes !== undefined;

  return (
    <Stack spacing={2} sx={{ my: 3 }} data-testid="material-icon-gallery">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
        <TextField
          type="search"
          label="Search icons"
          placeholder="Name or idea: trash, settings, arrow…"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          size="small"
          sx={{ flex: 1 }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={theme}
          onChange={(_event, value: IconTheme | null) => value && setTheme(value)}
          aria-label="Icon theme"
          sx={{ flexWrap: 'wrap' }}
        >
          {ICON_THEMES.map((option) => (
            <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
              {ICON_THEME_LABELS[option]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        {failed
          ? ''
          : ready
            ? `${results.length} of ${MATERIAL_ICON_COUNT} icons`
            : `Loading ${MATERIAL_ICON_COUNT} icons…`}
      </Typography>
      {failed ? (
        <Alert severity="error">
          The icon index could not be loaded. Reload the page to try again.
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
        <Box
          data-testid="material-icon-grid"
          sx={{
            flex: 1,
            width: '100%',
            height: GRID_HEIGHT,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {ready ? (
            <VirtuosoGrid
              style={{ height: GRID_HEIGHT - 2 }}
              totalCount={results.length}
              components={gridComponents}
              itemContent={(index) => {
                const entry = results[index];
                const isSelected = entry.name === selected;
                return (
                  <ButtonBase
                    onClick={() => setSelected(entry.name)}
                    aria-pressed={isSelected}
                    sx={{
                      width: '100%',
                      height: 96,
                      flexDirection: 'column',
                      gap: 1,
                      px: 0.5,
                      borderRadius: 1,
                      border: 1,
                      borderColor: isSelected ? 'primary.main' : 'transparent',
                      bgcolor: isSelected ? 'action.selected' : undefined,
                      '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                      '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                    }}
                  >
                    <IconGlyph shapes={themeShapes[entry.name]} />
                    <Typography
                      variant="caption"
                      component="span"
                      sx={{
                        maxWidth: '100%',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {entry.name}
                    </Typography>
                  </ButtonBase>
                );
              }}
            />
          ) : null}
        </Box>
        <Box sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}>
          {selectedEntry && themeShapes ? (
            <IconDetails
              entry={selectedEntry}
              theme={theme}
              shapes={themeShapes[selectedEntry.name]}
            />
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
              Choose an icon to see its import line.
            </Typography>
          )}
        </Box>
      </Stack>
    </Stack>
  );
}
