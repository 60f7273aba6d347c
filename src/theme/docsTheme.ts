import { experimental_extendTheme as extendTheme } from '@mui/material/styles';
import type { Direction } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE, THEME_COLORS } from '../settings/mode/modeCodec';

// The mode setting owns these (its init script applies them before paint); the theme uses them.
export { COLOR_SCHEME_ATTRIBUTE, THEME_COLORS };

const brand = {
  light: { main: '#0959aa', dark: '#074684', light: '#3d8fe0' },
  dark: { main: '#66b2ff', dark: '#3d8fe0', light: '#99ccff' },
};

/**
 * The theme of the docs chrome: Material UI's default breakpoints (600, 900, 1200 and 1536 px)
 * and 8 px spacing unit, as the MUI docs use them; a 12 px radius for the chrome (demos keep
 * the library default of 4); light and dark schemes emitted as CSS variables so the server
 * HTML carries both.
 */
export function createDocsTheme(direction: Direction = 'ltr') {
  return extendTheme({
    direction,
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
    spacing: 8,
    shape: { borderRadius: 12 },
    colorSchemes: {
      light: {
        palette: {
          primary: { ...brand.light, contrastText: '#ffffff' },
          background: { default: THEME_COLORS.light, paper: '#ffffff' },
          text: { primary: '#111a22', secondary: '#3c4a57' },
          divider: '#dde3ea',
        },
      },
      dark: {
        palette: {
          primary: { ...brand.dark, contrastText: '#0b1117' },
          background: { default: THEME_COLORS.dark, paper: '#111a22' },
          text: { primary: '#eef2f6', secondary: '#b3c0cc' },
          divider: '#27323d',
        },
      },
    },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif',
      h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
      h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
      h3: { fontSize: '1.2rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableTouchRipple: true } },
    },
  });
}

export type DocsTheme = ReturnType<typeof createDocsTheme>;

/**
 * The dark scheme's variables inside a `prefers-color-scheme` query, for
 * readers without JavaScript: no script sets the scheme attribute then, so the
 * page follows the operating system, as the default `system` mode does.
 */
export function darkSchemeForNoScript(theme: DocsTheme): string {
  const generate = (
    theme as unknown as {
      generateCssVars: (scheme: string) => { css: Record<string, string | number> };
    }
  ).generateCssVars;
  const declarations = Object.entries(generate('dark').css)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `@media (prefers-color-scheme: dark){:root:not([${COLOR_SCHEME_ATTRIBUTE}]){${declarations};color-scheme:dark}}`;
}
