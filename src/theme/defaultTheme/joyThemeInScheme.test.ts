import { describe, expect, it } from 'vitest';
import { joyThemeInScheme } from './joyThemeInScheme';

const theme = {
  colorSchemes: {
    light: { palette: { mode: 'light', primary: { 500: '#0B6BCB' } }, shadowOpacity: '0.08' },
    dark: {
      palette: { mode: 'dark', primary: { 500: '#0B6BCB', plainColor: 'x' } },
      shadowOpacity: '0.6',
    },
  },
  palette: { mode: 'light', primary: { 500: '#0B6BCB' }, colorScheme: 'light' },
  radius: { sm: '6px' },
};

describe('joyThemeInScheme', () => {
  it('merges the scheme into the top level, as CssVarsProvider does', () => {
    const dark = joyThemeInScheme(theme, 'dark');
    expect(dark.palette).toEqual({
      mode: 'dark',
      primary: { 500: '#0B6BCB', plainColor: 'x' },
      colorScheme: 'dark',
    });
    expect((dark as Record<string, unknown>).shadowOpacity).toBe('0.6');
    expect(dark.radius).toBe(theme.radius);
    expect(dark.colorSchemes).toBe(theme.colorSchemes);
  });

  it('leaves the theme it was given unchanged', () => {
    joyThemeInScheme(theme, 'dark');
    expect(theme.palette.mode).toBe('light');
    expect(theme.palette.colorScheme).toBe('light');
  });

  it('names the schemes when the one asked for is missing', () => {
    expect(() => joyThemeInScheme(theme, 'sepia')).toThrow(
      /no "sepia" color scheme; it has light, dark/,
    );
  });
});
