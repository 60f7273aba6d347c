import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import {
  colorVariants,
  contrastTextOn,
  findMaterialShade,
  hueLabel,
  MATERIAL_HUES,
  MATERIAL_SHADES,
  materialShade,
  parseColorInput,
  themeCode,
} from './colorInput';

function accepted(input: string) {
  const result = parseColorInput(input);
  if (!result.ok) {
    throw new Error(`expected "${input}" to be accepted: ${result.message}`);
  }
  return result;
}

describe('parseColorInput', () => {
  it.each([
    ['#f50', 'hex', '#f50'],
    ['#FF5722', 'hex', '#ff5722'],
    ['#ff572280', 'hex', '#ff572280'],
    ['rgb(255, 87, 34)', 'rgb', 'rgb(255, 87, 34)'],
    ['  RGB(255,87,34) ', 'rgb', 'rgb(255, 87, 34)'],
    ['rgba(255, 87, 34, 0.5)', 'rgba', 'rgba(255, 87, 34, 0.5)'],
    ['hsl(14, 100%, 57%)', 'hsl', 'hsl(14, 100%, 57%)'],
    ['hsla(14, 100%, 57%, 0.8)', 'hsla', 'hsla(14, 100%, 57%, 0.8)'],
    ['color(display-p3 1 0.34 0.13)', 'color', 'color(display-p3 1 0.34 0.13)'],
    ['color(srgb 1 0.34 0.13 / 0.5)', 'color', 'color(srgb 1 0.34 0.13 /0.5)'],
  ])('accepts %s as %s', (input, format, color) => {
    const result = accepted(input);
    expect(result.format).toBe(format);
    expect(result.color).toBe(color);
    // The theme takes what the parser accepted.
    expect(() => createTheme({ palette: { primary: { main: result.color } } })).not.toThrow();
  });

  it('rejects an unknown notation (the library throws) with a message naming the input', () => {
    const result = parseColorInput('not-a-color');
    expect(result).toEqual({
      ok: false,
      input: 'not-a-color',
      message:
        '"not-a-color" is not a color: use #rrggbb, #rgb, #rrggbbaa, rgb(), rgba(), hsl(), hsla() or color().',
    });
  });

  it.each([
    ['#12345', 'hexadecimal digits'],
    ['#zz0000', 'hexadecimal digits'],
    ['rgb(300, 0, 0)', 'from 0 to 255'],
    ['rgb(50%, 0%, 0%)', 'not percentages'],
    ['rgb(255 0 0)', '3 comma-separated values'],
    ['rgba(255, 0, 0)', '4 comma-separated values'],
    ['rgba(255, 0, 0, 2)', 'alpha value goes from 0 to 1'],
    ['hsl(10, 120%, 50%)', 'saturation and lightness'],
    ['color(display-p3 2 0 0)', 'from 0 to 1'],
    ['color(cmyk 1 0 0)', 'use #rrggbb'],
    ['lab(50 20 30)', 'use #rrggbb'],
    ['red', 'use #rrggbb'],
    ['rgb(1, 2, 3', 'use #rrggbb'],
  ])('rejects %s', (input, reason) => {
    const result = parseColorInput(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain(`"${input}" is not a color`);
      expect(result.message).toContain(reason);
    }
  });

  it('asks for a color when the input is empty', () => {
    const result = parseColorInput('   ');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^Type a color/);
  });
});

describe('Material palette shades', () => {
  it('covers 19 hues with 14 shades each', () => {
    expect(MATERIAL_HUES).toHaveLength(19);
    expect(MATERIAL_SHADES).toHaveLength(14);
    for (const hue of MATERIAL_HUES) {
      for (const shade of MATERIAL_SHADES) {
        expect(materialShade(hue, shade)).toMatch(/^#[0-9a-f]{6}$/i);
      }
    }
  });

  it('reads shades and finds them back', () => {
    expect(materialShade('indigo', '500')).toBe('#3f51b5');
    expect(materialShade('pink', 'A400')).toBe('#f50057');
    expect(findMaterialShade('#3F51B5')).toEqual({ hue: 'indigo', shade: '500' });
    expect(findMaterialShade('#123456')).toBeNull();
    expect(hueLabel('deepPurple')).toBe('Deep purple');
    expect(hueLabel('red')).toBe('Red');
  });
});

describe('colorVariants', () => {
  it('matches the variants createTheme computes from main', () => {
    const theme = createTheme({ palette: { primary: { main: '#3f51b5' } } });
    const { main, light, dark, contrastText } = theme.palette.primary;
    expect(colorVariants('#3f51b5')).toEqual({ main, light, dark, contrastText });
  });

  it('gives dark text on light colors and light text on dark ones', () => {
    expect(colorVariants('#ffeb3b').contrastText).toBe('rgba(0, 0, 0, 0.87)');
    expect(colorVariants('hsl(231, 48%, 30%)').contrastText).toBe('#fff');
    expect(contrastTextOn('#000')).toBe('#fff');
  });
});

describe('themeCode', () => {
  it('imports palette shades and writes other colors as strings', () => {
    expect(
      themeCode({
        primary: { main: '#3f51b5', material: { hue: 'indigo', shade: '500' } },
        secondary: { main: 'rgb(255, 87, 34)' },
      }),
    ).toBe(
      [
        "import { createTheme } from '@mui/material/styles';",
        "import { indigo } from '@mui/material/colors';",
        '',
        'const theme = createTheme({',
        '  palette: {',
        '    primary: {',
        '      main: indigo[500],',
        '    },',
        '    secondary: {',
        "      main: 'rgb(255, 87, 34)',",
        '    },',
        '  },',
        '});',
        '',
        'export default theme;',
        '',
      ].join('\n'),
    );
  });

  it('uses the accent key, and a string when the shade no longer matches', () => {
    const code = themeCode({
      primary: { main: '#f50057', material: { hue: 'pink', shade: 'A400' } },
      secondary: { main: '#000000', material: { hue: 'pink', shade: 'A400' } },
    });
    expect(code).toContain('main: pink.A400,');
    expect(code).toContain("main: '#000000',");
    expect(code).toContain("import { pink } from '@mui/material/colors';");
  });
});
