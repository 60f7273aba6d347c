import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCopyFeedback } from '../shared/useCopyFeedback';
import { EDITOR_TEXT_STYLE } from '../shared/editorTextStyle';
import { IconGlyph } from './IconGlyph';
import {
  ICON_THEME_LABELS,
  ICON_THEME_SUFFIXES,
  importLine,
  type EncodedIconShape,
  type IconEntry,
  type IconTheme,
} from './materialIconData';

const COPY_LABELS = { idle: 'Copy', copied: 'Copied', error: 'Copy failed' } as const;

/** The chosen icon: a large preview, its import line and a Copy button. */
export function IconDetails({
  entry,
  theme,
  shapes,
}: {
  entry: IconEntry;
  theme: IconTheme;
  shapes: string | EncodedIconShape[] | undefined;
}) {
  const { copyState, copy } = useCopyFeedback();
  const exportName = `${entry.name}${ICON_THEME_SUFFIXES[theme]}`;
  const line = importLine(entry.name, theme);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="material-icon-details-title"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Stack direction="row" spacing={2} alignItems="center">
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 88,
            height: 88,
            flexShrink: 0,
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        >
          {shapes ? <IconGlyph shapes={shapes} sx={{ fontSize: 56 }} /> : null}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id="material-icon-details-title"
            variant="h6"
            component="h3"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {exportName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {ICON_THEME_LABELS[theme]}
            {entry.synonyms.length > 0 ? ` · also found by: ${entry.synonyms.join(', ')}` : ''}
          </Typography>
        </Box>
      </Stack>
      <Box
        component="pre"
        data-testid="material-icon-import"
        sx={{
          ...EDITOR_TEXT_STYLE,
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <code>{line}</code>
      </Box>
      <Stack direction="row" spacing={1} alignItems="center">
        <Button variant="contained" size="small" onClick={() => copy(line)}>
          {COPY_LABELS[copyState]}
        </Button>
        <Typography variant="caption" color="text.secondary" role="status">
          {copyState === 'copied' ? 'The import line is on your clipboard.' : ''}
        </Typography>
      </Stack>
    </Paper>
  );
}
