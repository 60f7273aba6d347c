import { Global } from '@emotion/react';
import { CssVarsProvider, extendTheme, useColorScheme } from '@mui/joy/styles';
import { THEME_ID as MATERIAL_THEME_ID } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import { COLOR_SCHEME_ATTRIBUTE, useMode } from '../../settings';
import { colorSchemeVariables } from '../../theme/colorSchemeVariables';

/** The class of the element a Joy UI demo renders in: Joy's CSS variables live on it alone. */
export const JOY_DEMO_CLASS = 'joy-demo';

/**
 * Joy's default theme, with Material UI's theme slot emptied. The icons of `@mui/icons-material`
 * are Material UI's `SvgIcon`, which reads the theme under Material's `THEME_ID` when there is
 * one, and the site's own Material theme is there: the icons would miss the `MuiSvgIcon` styles
 * of Joy's theme (`--Icon-fontSize`, `--Icon-color`) that they get in a Joy UI app and in the
 * sandbox. Inside the demo they resolve Joy's theme instead.
 */
const theme = { ...extendTheme(), [MATERIAL_THEME_ID]: undefined };

/** Root classes of the Joy UI components that render in a portal on `<body>`. */
const PORTALED_ROOT_CLASSES = [
  'MuiSelect-listbox',
  'MuiAutocomplete-listbox',
  'MuiMenu-root',
  'MuiTooltip-root',
  'MuiModal-root',
  'MuiDrawer-root',
];

/**
 * Joy's CSS variables, scoped to the demo: the default (light) scheme on the demo's element,
 * the dark one where the site's scheme attribute on `<html>` says dark (set before first paint,
 * so the server HTML is right too), or where the OS prefers dark and no script has set it.
 * Popups portaled to `<body>` get the same variables, so they follow the scheme too.
 */
function scopedVariables() {
  const scope = `.${JOY_DEMO_CLASS}`;
  // Joy's popups (listboxes, menus, tooltips, modals, drawers) portal to <body>, outside the demo.
  const portals = PORTALED_ROOT_CLASSES.map((name) => `body > .${name}`);
  return [
    colorSchemeVariables([scope, ...portals], {
      shared: theme.generateCssVars().css,
      light: theme.generateCssVars('light').css,
      dark: theme.generateCssVars('dark').css,
    }),
    `${scope}{color:var(--joy-palette-text-primary);font-family:var(--joy-fontFamily-body);}`,
  ].join('\n');
}

const SCOPED_VARIABLES = scopedVariables();

/** Keeps Joy's own mode (its JavaScript palette) on the site's color scheme. */
export function FollowSiteMode() {
  const { colorScheme } = useMode();
  const { setMode } = useColorScheme();
  useEffect(() => setMode(colorScheme), [colorScheme, setMode]);
  return null;
}

/**
 * The setup Joy UI demos run in: Joy's `CssVarsProvider`, following the site's light or dark
 * scheme, without touching the rest of the page. It writes no attribute on `<html>`
 * (`colorSchemeNode={null}`) and generates no `:root` stylesheet; its variables are scoped to
 * the demo's element instead, and its dark selectors (`theme.getColorSchemeSelector`) read the
 * site's own scheme attribute. Direction needs nothing: the site's Emotion cache flips Joy's
 * styles in RTL like every other component's.
 */
export function JoyDemoFrame({ children }: { children: ReactNode }) {
  return (
    <CssVarsProvider
      theme={theme}
      attribute={COLOR_SCHEME_ATTRIBUTE}
      colorSchemeNode={null}
      colorSchemeSelector={`.${JOY_DEMO_CLASS}`}
      disableStyleSheetGeneration
      modeStorageKey="joy-demo-mode"
      colorSchemeStorageKey="joy-demo-color-scheme"
      storageWindow={null}
    >
      <Global styles={SCOPED_VARIABLES} />
      <FollowSiteMode />
      <div className={JOY_DEMO_CLASS}>{children}</div>
    </CssVarsProvider>
  );
}
