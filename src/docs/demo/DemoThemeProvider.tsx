import { Global } from '@emotion/react';
import {
  experimental_extendTheme as extendTheme,
  ThemeProvider,
  type CssVarsTheme,
  type Theme,
} from '@mui/material/styles';
import { useInsertionEffect, type ReactNode } from 'react';
import { COLOR_SCHEME_ATTRIBUTE } from '../../settings';
import { colorSchemeVariables } from '../../theme/colorSchemeVariables';
import { demoThemeOptions } from '../../theme/demoThemeOptions';
import { useThemeState } from '../../theme/ThemeStateProvider';
import type { ThemeState } from '../../theme/themeState';
// Sets the MUI X license key for Pro and Premium demos when the build has one.
import './demoLicenseKey';

/**
 * The prefix of the demos' CSS variables (`--demo-palette-primary-main`): the chrome's own
 * Material theme owns `--mui-…`, with the site's colors, on the same `<html>`.
 */
export const DEMO_CSS_VAR_PREFIX = 'demo';

/**
 * What every demo's theme adds to the library's defaults:
 * - Every data grid demo uses the ARIA structure of `experimentalFeatures.ariaV7` (roles that
 *   automated checkers expect, see the grid's accessibility page) through the theme's default
 *   props, so the code readers copy does not carry an experimental flag. A demo that sets its
 *   own `experimentalFeatures` replaces this object (default props merge shallowly): it names
 *   `ariaV7`.
 * - The day calendar's week numbers take their color from `theme.palette` in @mui/x-date-pickers
 *   6.19, not from `theme.vars` like the rest of the pickers: here they read the variable, so
 *   they follow the scheme in the server HTML too.
 */
const THEME_DEFAULTS = {
  components: {
    MuiDataGrid: { defaultProps: { experimentalFeatures: { ariaV7: true } } },
    MuiDayCalendar: {
      styleOverrides: {
        weekNumberLabel: { color: `var(--${DEMO_CSS_VAR_PREFIX}-palette-text-disabled)` },
        weekNumber: { color: `var(--${DEMO_CSS_VAR_PREFIX}-palette-text-disabled)` },
      },
    },
  },
};

interface DemoTheme {
  theme: Theme;
  /** The theme's CSS variables for both schemes, as a stylesheet. */
  variables: string;
}

/** The demo theme of the current theme state, built once and shared by every demo of the page. */
let shared: { state: ThemeState; demoTheme: DemoTheme } | null = null;

function buildDemoTheme(state: ThemeState): DemoTheme {
  // The options' palette holds the reader's mode: here both schemes take the picked colors.
  const { direction, spacing, components } = demoThemeOptions(state);
  const colors = state.paletteColors;
  const withVars = extendTheme(
    {
      direction,
      spacing,
      components,
      cssVarPrefix: DEMO_CSS_VAR_PREFIX,
      colorSchemes: { light: { palette: colors }, dark: { palette: colors } },
    },
    THEME_DEFAULTS,
  );
  const scheme = withVars.colorSchemes[state.paletteMode];
  return {
    // Components style themselves with `theme.vars` (CSS variables, right in both schemes before
    // any script runs); what reads `theme.palette` in JavaScript gets the reader's scheme, as
    // Material UI's CssVarsProvider gives it.
    // `getColorSchemeSelector` is what `CssVarsProvider` would add: with it, a demo's
    // `theme.applyStyles('dark', …)` becomes a rule under the site's scheme attribute on `<html>`,
    // so its dark styles are in the server HTML too.
    theme: {
      ...withVars,
      ...scheme,
      getColorSchemeSelector: (colorScheme: string) =>
        `[${COLOR_SCHEME_ATTRIBUTE}="${colorScheme}"] &`,
    } as unknown as Theme & CssVarsTheme,
    variables: colorSchemeVariables([':root'], {
      shared: withVars.generateCssVars().css,
      light: withVars.generateCssVars('light').css,
      dark: withVars.generateCssVars('dark').css,
    }),
  };
}

function demoTheme(state: ThemeState): DemoTheme {
  if (shared?.state !== state) {
    shared = { state, demoTheme: buildDemoTheme(state) };
  }
  return shared.demoTheme;
}

/**
 * The theme demos render with: the library's default theme (radius 4, not the chrome's 12), with
 * the density, spacing and colors of the site's theme state (color and density tools, theme
 * builder) and the reader's direction. Colors are CSS variables of both schemes, light by
 * default and dark under the site's scheme attribute, so a demo's server HTML is painted in the
 * reader's scheme before its code arrives, and nothing changes color when it goes live.
 */
export function DemoThemeProvider({ children }: { children: ReactNode }) {
  const { state } = useThemeState();
  const { theme, variables } = demoTheme(state);
  useInsertionEffect(() => writeVariables(variables), [variables]);
  return (
    <ThemeProvider theme={theme}>
      {/* The server HTML carries the variables once (Emotion writes a global style once per
          page); in the browser one shared element holds them for every live demo. */}
      {typeof window === 'undefined' ? <Global styles={variables} /> : null}
      {children}
    </ThemeProvider>
  );
}

const VARIABLES_ELEMENT_ID = 'demo-theme-variables';

/**
 * The demos' variables in the browser: one `<style>` at the end of `<head>` (after the server's
 * copy, which it overrides when the reader's colors or density differ from the defaults), written
 * again only when the theme state changes.
 */
function writeVariables(css: string): void {
  let element = document.getElementById(VARIABLES_ELEMENT_ID);
  if (!element) {
    element = document.createElement('style');
    element.id = VARIABLES_ELEMENT_ID;
    document.head.append(element);
  }
  if (element.textContent !== css) {
    element.textContent = css;
  }
}
