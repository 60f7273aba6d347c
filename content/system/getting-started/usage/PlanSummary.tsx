import * as React from 'react';
import Box from '@mui/system/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/system';

// The tokens this card reads, for each color scheme. MUI System's own theme has no palette:
// you add the keys your design uses, and `sx` looks them up by name.
const palettes = {
  light: { brand: '#1565c0', muted: '#5f6b7a', surface: '#ffffff', outline: '#d5dbe3' },
  dark: { brand: '#90caf9', muted: '#a9b4c2', surface: '#121821', outline: '#2f3a48' },
};

export default function PlanSummary() {
  // The surrounding theme's mode: the docs site's scheme here, 'light' in a plain app.
  const mode = useTheme().palette.mode === 'dark' ? 'dark' : 'light';
  const theme = React.useMemo(() => createTheme({ palette: { mode, ...palettes[mode] } }), [mode]);

  return (
    <ThemeProvider theme={theme}>
      <Box
        component="section"
        aria-labelledby="plan-summary-title"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
          p: { xs: 2, sm: 3 },
          border: 1,
          borderColor: 'outline',
          borderRadius: 2,
          bgcolor: 'surface',
          fontFamily: 'system-ui, sans-serif',
        }}
      >
        <div>
          <Box component="h3" id="plan-summary-title" sx={{ m: 0, fontSize: 18 }}>
            Team plan
          </Box>
          <Box component="p" sx={{ m: 0, mt: 0.5, color: 'muted', fontSize: 14 }}>
            12 of 15 seats used · renews on June 1
          </Box>
        </div>
        <Box
          component="p"
          sx={{ m: 0, fontSize: 24, fontWeight: 700, color: 'brand', whiteSpace: 'nowrap' }}
        >
          $84 / month
        </Box>
      </Box>
    </ThemeProvider>
  );
}
