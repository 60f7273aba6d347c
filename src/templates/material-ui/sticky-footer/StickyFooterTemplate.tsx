import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { PaletteMode } from '@mui/material';

const PARAGRAPHS = [
  'The page is a column as tall as the window at least: the header and the content take the space they need, and the footer is pushed to the end with an automatic top margin.',
  'Once the content is taller than the window, the footer simply follows it, like any other block. No fixed positioning is involved, so the footer never covers the text.',
  'The same approach works with any header or footer: only the outer column and the margin matter.',
];

/** Follows the reader's color scheme unless the host page passes one. */
function useTemplateTheme(mode?: PaletteMode) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const paletteMode = mode ?? (prefersDark ? 'dark' : 'light');
  return React.useMemo(
    () =>
      createTheme({
        palette: {
          mode: paletteMode,
          primary: { main: paletteMode === 'dark' ? '#ffb74d' : '#b34700' },
        },
      }),
    [paletteMode],
  );
}

export default function StickyFooterTemplate({ mode }: { mode?: PaletteMode }) {
  const theme = useTemplateTheme(mode);
  const [paragraphs, setParagraphs] = React.useState(1);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          minHeight: '100vh',
          bgcolor: 'background.default',
        }}
      >
        <Container component="main" maxWidth="md" sx={{ mt: { xs: 6, sm: 10 }, mb: 4 }}>
          <Typography variant="h3" component="h1" fontWeight={700} gutterBottom>
            Sticky footer
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" gutterBottom>
            The footer stays at the bottom of the window while the page is short.
          </Typography>
          {PARAGRAPHS.slice(0, paragraphs).map((text) => (
            <Typography key={text} sx={{ mt: 2, maxWidth: '65ch' }}>
              {text}
            </Typography>
          ))}
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mt: 3 }}>
            <Button
              variant="contained"
              disabled={paragraphs === PARAGRAPHS.length}
              onClick={() => setParagraphs((count) => count + 1)}
            >
              Show more text
            </Button>
            <Button
              variant="outlined"
              disabled={paragraphs === 1}
              onClick={() => setParagraphs((count) => count - 1)}
            >
              Show less
            </Button>
          </Stack>
        </Container>
        <Box
          component="footer"
          sx={{
            mt: 'auto',
            py: 3,
            px: 2,
            borderTop: 1,
            borderColor: 'divider',
            bgcolor: theme.palette.mode === 'dark' ? 'grey.900' : 'grey.100',
          }}
        >
          <Container maxWidth="md">
            <Typography>This footer sits at the bottom of the page.</Typography>
            <Typography variant="body2" color="text.secondary">
              Made with Material UI ·{' '}
              <Link href="#" color="inherit">
                Contact
              </Link>
            </Typography>
          </Container>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
