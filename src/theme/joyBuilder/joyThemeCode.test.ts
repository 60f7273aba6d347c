import { extendTheme, type CssVarsThemeOptions } from '@mui/joy/styles';
import { describe, expect, it } from 'vitest';
import { scaleFromBase } from './colorScale';
import {
  DEFAULT_JOY_BUILDER_STATE,
  withBaseColor,
  withShade,
  type JoyBuilderState,
} from './joyBuilderState';
import { joyThemeCode, joyThemeOptions } from './joyThemeCode';

type Theme = ReturnType<typeof extendTheme>;

/** Runs the exported module with the real `extendTheme` and returns the theme it exports. */
function themeFromCode(code: string): Theme {
  const importLine = "import { extendTheme } from '@mui/joy/styles';\n";
  expect(code.startsWith(importLine)).toBe(true);
  const body = code.slice(importLine.length).replace('export const theme =', 'const theme =');
  return new Function('extendTheme', `${body}\nreturn theme;`)(extendTheme) as Theme;
}

/** Every CSS variable the theme defines: the root ones and each color scheme's. */
function cssVariables(theme: Theme) {
  return {
    root: theme.generateCssVars().css,
    light: theme.generateCssVars('light').css,
    dark: theme.generateCssVars('dark').css,
  };
}

const edited: JoyBuilderState = {
  ...withShade(
    withBaseColor(DEFAULT_JOY_BUILDER_STATE, 'primary', '#7e22ce'),
    'danger',
    '600',
    '#991111',
  ),
  fonts: { body: 'serif', display: 'humanist', code: 'courier' },
  radius: { xs: 0, sm: 20, md: 8, lg: 24, xl: 32 },
};

describe('joyThemeOptions', () => {
  it('is empty for the defaults', () => {
    expect(joyThemeOptions(DEFAULT_JOY_BUILDER_STATE)).toEqual({});
  });

  it('holds only the changed options, each palette in both color schemes', () => {
    const options = joyThemeOptions(
      withShade(DEFAULT_JOY_BUILDER_STATE, 'success', '700', '#0a3d0a'),
    );
    expect(options).toEqual({
      colorSchemes: {
        light: { palette: { success: { 700: '#0a3d0a' } } },
        dark: { palette: { success: { 700: '#0a3d0a' } } },
      },
    });
    expect(
      joyThemeOptions({
        ...DEFAULT_JOY_BUILDER_STATE,
        radius: { ...DEFAULT_JOY_BUILDER_STATE.radius, md: 4 },
      }),
    ).toEqual({ radius: { md: '4px' } });
  });

  it('makes a theme with the edited values', () => {
    const theme = extendTheme(joyThemeOptions(edited));
    const primary = scaleFromBase('#7e22ce');
    expect(theme.colorSchemes.light.palette.primary[500]).toBe('#7e22ce');
    expect(theme.colorSchemes.dark.palette.primary[300]).toBe(primary['300']);
    expect(theme.colorSchemes.light.palette.danger[600]).toBe('#991111');
    // Shades left alone keep Joy's defaults.
    expect(theme.colorSchemes.light.palette.danger[500]).toBe('#C41C1C');
    expect(theme.radius).toEqual({ xs: '0px', sm: '20px', md: '8px', lg: '24px', xl: '32px' });
    expect(theme.fontFamily.body).toContain('Georgia');
    expect(theme.fontFamily.code).toBe('"Courier New", Courier, monospace');
    // The button's solid background and radius read these variables.
    const light = theme.generateCssVars('light').css as Record<string, string>;
    expect(light['--joy-palette-primary-solidBg']).toBe('var(--joy-palette-primary-500, #0B6BCB)');
    expect(light['--joy-palette-primary-500']).toBe('#7e22ce');
    expect((theme.generateCssVars().css as Record<string, string>)['--joy-radius-sm']).toBe('20px');
  });
});

describe('joyThemeCode', () => {
  it('exports an empty theme for the defaults', () => {
    expect(joyThemeCode(DEFAULT_JOY_BUILDER_STATE)).toBe(
      "import { extendTheme } from '@mui/joy/styles';\n\nexport const theme = extendTheme({});\n",
    );
  });

  it('declares each changed palette once and uses it in both schemes', () => {
    const code = joyThemeCode(edited);
    expect(code).toContain("const primary = {\n  50: '");
    expect(code).toContain("  500: '#7e22ce',\n");
    expect(code).toContain("const danger = {\n  600: '#991111',\n};");
    expect(code).toContain(
      '  colorSchemes: {\n    light: {\n      palette: {\n        primary,\n        danger,\n      },\n    },\n    dark: {',
    );
    expect(code).toContain("  radius: {\n    xs: '0px',\n    sm: '20px',\n");
    expect(code).not.toContain('md:');
  });

  it('evaluated, yields the theme the preview renders with', () => {
    for (const state of [DEFAULT_JOY_BUILDER_STATE, edited]) {
      const fromCode = themeFromCode(joyThemeCode(state));
      const preview = extendTheme(joyThemeOptions(state) as CssVarsThemeOptions);
      expect(cssVariables(fromCode)).toEqual(cssVariables(preview));
      expect(fromCode.colorSchemes).toEqual(preview.colorSchemes);
      expect(fromCode.fontFamily).toEqual(preview.fontFamily);
      expect(fromCode.radius).toEqual(preview.radius);
    }
  });
});
