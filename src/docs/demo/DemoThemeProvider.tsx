import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { demoThemeOptions } from '../../theme/demoThemeOptions';
import { useThemeState } from '../../theme/ThemeStateProvider';
import type { ThemeState } from '../../theme/themeState';
// Sets the MUI X license key for Pro and Premium demos when the build has one.
import './demoLicenseKey';

/** The demo theme of the current theme state, built once and shared by every demo of the page. */
let shared: { state: ThemeState; theme: Theme } | null = null;

/**
 * Every data grid demo uses the ARIA structure of `experimentalFeatures.ariaV7` (roles that
 * automated checkers expect, see the grid's accessibility page) through the theme's default
 * props, so the code readers copy does not carry an experimental flag. A demo that sets its own
 * `experimentalFeatures` replaces this object (default props merge shallowly): it names `ariaV7`.
 */
const DATA_GRID_DEFAULTS = {
  components: { MuiDataGrid: { defaultProps: { experimentalFeatures: { ariaV7: true } } } },
};

function demoTheme(state: ThemeState): Theme {
  if (shared?.state !== state) {
    shared = { state, theme: createTheme(demoThemeOptions(state), DATA_GRID_DEFAULTS) };
  }
  return shared.theme;
}

/**
 * The theme demos render with: the library's default theme (radius 4, not
 * the chrome's 12), in the reader's color scheme and direction, with the
 * density, spacing and colors of the site's theme state (color and density
 * tools, theme builder).
 */
export function DemoThemeProvider({ children }: { children: ReactNode }) {
  const { state } = useThemeState();
  return <ThemeProvider theme={demoTheme(state)}>{children}</ThemeProvider>;
}
