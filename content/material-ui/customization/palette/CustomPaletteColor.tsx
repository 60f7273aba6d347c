import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  // Types: `lagoon` is a palette color like `primary`, accepted by createTheme,
  // and (below) a value of the `color` prop of Button and Chip.
  interface Palette {
    lagoon: Palette['primary'];
  }
  interface PaletteOptions {
    lagoon?: PaletteOptions['primary'];
  }
}
declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    lagoon: true;
  }
}
declare module '@mui/material/Chip' {
  interface ChipPropsColorOverrides {
    lagoon: true;
  }
}

function createLagoonTheme(mode: 'light' | 'dark', direction: 'ltr' | 'rtl') {
  // First create the palette, so that its augmentColor (which knows the theme's
  // tonalOffset and contrastThreshold) can compute light, dark and contrastText.
  const base = createTheme({ palette: { mode } });
  return createTheme({
    direction,
    palette: {
      mode,
      lagoon: base.palette.augmentColor({
        color: { main: mode === 'dark' ? '#4dd0e1' : '#00838f' },
        name: 'lagoon',
      }),
    },
  });
}

export default function CustomPaletteColor() {
  // The reader's color scheme and text direction, from the page's theme.
  const { direction, palette } = useTheme();
  const { mode } = palette;
  const theme = React.useMemo(() => createLagoonTheme(mode, direction), [mode, direction]);
  const { lagoon } = theme.palette;

  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" color="lagoon">
              Book a dive
            </Button>
            <Button variant="outlined" color="lagoon">
              Dive sites
            </Button>
            <Chip label="Reef safe" color="lagoon" />
          </Stack>
          <Typography variant="body2" sx={{ color: 'lagoon.dark' }}>
            Text in lagoon.dark through the sx prop.
          </Typography>
          <Typography variant="caption" color="text.secondary">
            light {lagoon.light} · main {lagoon.main} · dark {lagoon.dark} · contrastText{' '}
            {lagoon.contrastText}
          </Typography>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
