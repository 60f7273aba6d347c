import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUILDER_STATE, FONT_STACKS, withMode, type BuilderState } from './builderState';
import { builderThemeOptions, CodeReference, printValue, themeCode } from './themeCode';

/** The object literal passed to createTheme in the code, evaluated. */
function optionsInCode(code: string): unknown {
  const match = /createTheme\(([\s\S]*)\);\n$/.exec(code);
  if (!match) {
    throw new Error(`No createTheme call in:\n${code}`);
  }
  return new Function(`return (${match[1]});`)();
}

const edited: BuilderState = {
  primary: '#00897b',
  secondary: '#ff5722',
  mode: 'dark',
  fontFamily: 'serif',
  fontSize: 16,
  borderRadius: 12,
  spacing: 6,
  dense: true,
};

describe('builderThemeOptions', () => {
  it('is empty for the defaults, in both modes but for the mode itself', () => {
    expect(builderThemeOptions(DEFAULT_BUILDER_STATE)).toEqual({});
    expect(builderThemeOptions(withMode(DEFAULT_BUILDER_STATE, 'dark'))).toEqual({
      palette: { mode: 'dark' },
    });
  });

  it('holds only the changed options', () => {
    expect(builderThemeOptions({ ...DEFAULT_BUILDER_STATE, borderRadius: 0 })).toEqual({
      shape: { borderRadius: 0 },
    });
    expect(builderThemeOptions({ ...DEFAULT_BUILDER_STATE, fontSize: 15 })).toEqual({
      typography: { fontSize: 15 },
    });
  });

  it('makes a theme with the edited values', () => {
    const theme = createTheme(builderThemeOptions(edited));
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.primary.main).toBe('#00897b');
    expect(theme.palette.secondary.main).toBe('#ff5722');
    expect(theme.typography.fontFamily).toBe(FONT_STACKS.find((f) => f.id === 'serif')?.stack);
    expect(theme.typography.fontSize).toBe(16);
    expect(theme.shape.borderRadius).toBe(12);
    expect(theme.spacing(2)).toBe('12px');
    expect(theme.components?.MuiButton?.defaultProps?.size).toBe('small');
  });
});

describe('themeCode', () => {
  it('exports an empty theme for the defaults', () => {
    expect(themeCode(DEFAULT_BUILDER_STATE)).toBe(
      "import { createTheme } from '@mui/material/styles';\n\nexport const theme = createTheme({});\n",
    );
  });

  it('prints the options as an object literal equal to the preview options', () => {
    const code = themeCode(edited);
    expect(code).toContain("import type {} from '@mui/x-data-grid/themeAugmentation';");
    expect(code).toContain(
      "  palette: {\n    mode: 'dark',\n    primary: {\n      main: '#00897b',\n    },",
    );
    expect(optionsInCode(code)).toEqual(builderThemeOptions(edited));
  });

  it('prints quotes in strings and keys that are not identifiers safely', () => {
    expect(printValue({ 'a-b': "it's", c: 1, d: false })).toBe(
      "{\n  'a-b': 'it\\'s',\n  c: 1,\n  d: false,\n}",
    );
  });
});

describe('printValue, references and numeric keys', () => {
  it('prints whole-number keys bare and references as names or shorthand properties', () => {
    expect(
      printValue({
        palette: { primary: new CodeReference('primary'), other: new CodeReference('brand') },
        scale: { 50: '#fff', '05': 1 },
      }),
    ).toBe(
      "{\n  palette: {\n    primary,\n    other: brand,\n  },\n  scale: {\n    50: '#fff',\n    '05': 1,\n  },\n}",
    );
  });
});
