import type { StorageCodec } from '../storageCodec';

export type Mode = 'light' | 'dark' | 'system';
export type ColorScheme = 'light' | 'dark';

/** Stored under Material UI's own key: its color-scheme provider reads and writes it too. */
export const MODE_CODEC: StorageCodec<Mode> = {
  key: 'mui-mode',
  values: ['light', 'dark', 'system'],
  defaultValue: 'system',
};

/** Color of the browser UI (`<meta name="theme-color">`) in each mode. */
export const THEME_COLORS = { light: '#ffffff', dark: '#0b1117' } as const;

/** The DOM attribute carrying the active color scheme on `<html>`. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

/** The color scheme a mode shows, given whether the OS prefers dark. */
export function resolveColorScheme(mode: Mode, systemPrefersDark: boolean): ColorScheme {
  if (mode === 'system') {
    return systemPrefersDark ? 'dark' : 'light';
  }
  return mode;
}

/**
 * What a color scheme changes outside the theme's CSS variables: the body's `mode-…` class,
 * the page's `color-scheme` and the browser UI color. (Material UI sets the scheme attribute.)
 */
export function applyColorScheme(scheme: ColorScheme): void {
  document.body.classList.remove('mode-light', 'mode-dark');
  document.body.classList.add(`mode-${scheme}`);
  document.documentElement.style.colorScheme = scheme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[scheme]);
}
