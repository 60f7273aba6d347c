import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { demoThemeOptions } from './demoThemeOptions';
import { DEFAULT_THEME_STATE } from './themeState';
import { parseStoredThemeState, serializeThemeState } from './themeStateStorage';

describe('theme state storage', () => {
  it('reads back what it wrote, without mode and direction', () => {
    const state = {
      ...DEFAULT_THEME_STATE,
      dense: true,
      spacing: 6,
      paletteColors: { primary: { main: '#2e7d32', contrastText: '#fff' } },
      paletteMode: 'dark' as const,
    };
    expect(parseStoredThemeState(serializeThemeState(state))).toEqual({
      dense: true,
      spacing: 6,
      paletteColors: { primary: { main: '#2e7d32', contrastText: '#fff' } },
    });
  });

  it('falls back field by field on anything malformed', () => {
    const defaults = { dense: false, spacing: 8, paletteColors: {} };
    expect(parseStoredThemeState(null)).toEqual(defaults);
    expect(parseStoredThemeState('{oops')).toEqual(defaults);
    expect(parseStoredThemeState('[1]')).toEqual(defaults);
    expect(
      parseStoredThemeState(
        JSON.stringify({
          dense: 'yes',
          spacing: -3,
          paletteColors: { primary: { main: 3 }, tertiary: { main: '#000' } },
        }),
      ),
    ).toEqual(defaults);
  });
});

describe('demoThemeOptions', () => {
  it('gives demos the reader mode, direction, spacing and colors', () => {
    const theme = createTheme(
      demoThemeOptions({
        ...DEFAULT_THEME_STATE,
        paletteMode: 'dark',
        direction: 'rtl',
        spacing: 5,
        paletteColors: { primary: { main: '#ff5722' } },
      }),
    );
    expect(theme.palette.mode).toBe('dark');
    expect(theme.direction).toBe('rtl');
    expect(theme.spacing(2)).toBe('10px');
    expect(theme.palette.primary.main).toBe('#ff5722');
    expect(theme.palette.primary.dark).toMatch(/^rgb/);
  });

  it('makes components compact only when dense', () => {
    const dense = createTheme(demoThemeOptions({ ...DEFAULT_THEME_STATE, dense: true }));
    expect(dense.components?.MuiButton?.defaultProps).toEqual({ size: 'small' });
    expect(
      createTheme(demoThemeOptions(DEFAULT_THEME_STATE)).components?.MuiButton,
    ).toBeUndefined();
  });
});
