import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, styled, ThemeProvider, useTheme } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

declare module '@mui/material/styles' {
  // Types: `appShell` on the created theme, and an optional `appShell` in the
  // options that createTheme accepts.
  interface Theme {
    appShell: { headerHeight: number; sidebarWidth: number };
  }
  interface ThemeOptions {
    appShell?: { headerHeight?: number; sidebarWidth?: number };
  }
}

const Header = styled('header')(({ theme }) => ({
  height: theme.appShell.headerHeight,
  display: 'flex',
  alignItems: 'center',
  paddingInline: theme.spacing(2),
  color: (theme.vars ?? theme).palette.primary.contrastText,
  backgroundColor: (theme.vars ?? theme).palette.primary.main,
}));

const Sidebar = styled('nav')(({ theme }) => ({
  width: theme.appShell.sidebarWidth,
  flexShrink: 0,
  padding: theme.spacing(1.5),
  borderInlineEnd: `1px solid ${(theme.vars ?? theme).palette.divider}`,
}));

export default function CustomThemeVariables() {
  const [sidebarWidth, setSidebarWidth] = React.useState(140);
  // The reader's color scheme and text direction, from the page's theme.
  const { direction, palette } = useTheme();
  const { mode } = palette;
  const theme = React.useMemo(
    () =>
      createTheme({
        direction,
        palette: { mode },
        // createTheme keeps keys it does not know, so `appShell` ends up on the theme.
        appShell: { headerHeight: 48, sidebarWidth },
      }),
    [direction, mode, sidebarWidth],
  );

  return (
    <Stack spacing={2}>
      <Box sx={{ maxWidth: 320 }}>
        <Typography id="sidebar-width-label" variant="body2" gutterBottom>
          theme.appShell.sidebarWidth: {sidebarWidth}px
        </Typography>
        <Slider
          aria-labelledby="sidebar-width-label"
          min={80}
          max={240}
          step={20}
          value={sidebarWidth}
          onChange={(_event, value) => setSidebarWidth(value as number)}
        />
      </Box>
      <ThemeProvider theme={theme}>
        <Box
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'background.paper',
            color: 'text.primary',
          }}
        >
          <Header>
            <Typography variant="subtitle1">Inventory</Typography>
          </Header>
          <Box sx={{ display: 'flex', minHeight: 140 }}>
            <Sidebar aria-label="Sections">
              <Typography variant="body2">Products</Typography>
              <Typography variant="body2">Suppliers</Typography>
              <Typography variant="body2">Reports</Typography>
            </Sidebar>
            <Box sx={{ p: 2 }}>
              <Typography variant="body2">
                The header height and the sidebar width come from the theme, so every screen that
                uses them changes together.
              </Typography>
            </Box>
          </Box>
        </Box>
      </ThemeProvider>
    </Stack>
  );
}
