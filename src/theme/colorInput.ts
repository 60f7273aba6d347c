import * as materialColors from '@mui/material/colors';
import { createTheme, decomposeColor, type ColorObject } from '@mui/material/styles';

/** The color notations the color tool accepts (those the library's color parser reads). */
export type ColorInputFormat = 'hex' | 'rgb' | 'rgba' | 'hsl' | 'hsla' | 'color';

export type ColorParseResult =
  | { ok: true; input: string; color: string; format: ColorInputFormat }
  | { ok: false; input: string; message: string };

export const COLOR_FORMATS_HINT =
  'use #rrggbb, #rgb, #rrggbbaa, rgb(), rgba(), hsl(), hsla() or color()';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(rgba?|hsla?|color)\s*\((.*)\)$/i;

function rejection(input: string, reason: string = COLOR_FORMATS_HINT): ColorParseResult {
  return { ok: false, input, message: `"${input}" is not a color: ${reason}.` };
}

/** The written form passed to the library: lower-case function name, tidy spaces. */
function normalize(text: string): string {
  const functional = FUNCTIONAL.exec(text);
  if (!functional) {
    return text;
  }
  const name = functional[1].toLowerCase();
  const body = functional[2].trim();
  if (name === 'color') {
    // `color(display-p3 1 0 0 / 0.5)`: the library splits on single spaces and wants `/0.5`.
    return `color(${body.replace(/\s*\/\s*/, ' /').replace(/\s+/g, ' ')})`;
  }
  return `${name}(${body
    .split(',')
    .map((part) => part.trim())
    .join(', ')})`;
}

const inRange = (value: number, min: number, max: number) =>
  Number.isFinite(value) && value >= min && value <= max;

/** Why a decomposed color is unusable, or `null` when every channel is in range. */
function channelProblem(color: ColorObject, written: string): string | null {
  const { type, values } = color;
  const expected = type === 'rgba' || type === 'hsla' ? 4 : 3;
  if (type === 'color' ? values.length < 3 || values.length > 4 : values.length !== expected) {
    return type === 'color'
      ? 'color() takes a color space and three numbers, with an optional /alpha'
      : `${type}() takes ${expected} comma-separated values`;
  }
  const alpha = values[3];
  if (alpha !== undefined && !inRange(alpha, 0, 1)) {
    return 'the alpha value goes from 0 to 1';
  }
  const [a, b, c] = values;
  if (type === 'rgb' || type === 'rgba') {
    if (written.includes('%')) {
      return 'rgb() channels are numbers from 0 to 255, not percentages';
    }
    return [a, b, c].every((value) => inRange(value, 0, 255))
      ? null
      : 'rgb() channels go from 0 to 255';
  }
  if (type === 'hsl' || type === 'hsla') {
    return Number.isFinite(a) && inRange(b, 0, 100) && inRange(c, 0, 100)
      ? null
      : 'hsl() takes a hue in degrees, then saturation and lightness from 0% to 100%';
  }
  return [a, b, c].every((value) => inRange(value, 0, 1))
    ? null
    : 'color() channels go from 0 to 1';
}

/**
 * Reads a color the reader typed. The library's parser (`decomposeColor`) does the
 * reading and throws on a notation it does not know; that error, and values it lets
 * through but that no browser would draw (`#zz0000`, `rgb(300, 0, 0)`), become a
 * rejection whose message names the input. Never throws.
 */
export function parseColorInput(input: string): ColorParseResult {
  const text = input.trim();
  if (text === '') {
    return { ok: false, input, message: `Type a color: ${COLOR_FORMATS_HINT}.` };
  }
  if (text.startsWith('#')) {
    return HEX.test(text)
      ? { ok: true, input, color: text.toLowerCase(), format: 'hex' }
      : rejection(text, 'a hex color has 3, 4, 6 or 8 hexadecimal digits after #');
  }
  const written = normalize(text);
  let decomposed: ColorObject;
  try {
    decomposed = decomposeColor(written);
  } catch {
    return rejection(text);
  }
  if (!written.endsWith(')')) {
    return rejection(text);
  }
  const problem = channelProblem(decomposed, written);
  return problem
    ? rejection(text, problem)
    : { ok: true, input, color: written, format: decomposed.type };
}

/** The Material Design hues of `@mui/material/colors`, as the package names them. */
export const MATERIAL_HUES = [
  'red',
  'pink',
  'purple',
  'deepPurple',
  'indigo',
  'blue',
  'lightBlue',
  'cyan',
  'teal',
  'green',
  'lightGreen',
  'lime',
  'yellow',
  'amber',
  'orange',
  'deepOrange',
  'brown',
  'grey',
  'blueGrey',
] as const;

export type MaterialHue = (typeof MATERIAL_HUES)[number];

/** Every hue's shades, lightest to darkest, then the accents. */
export const MATERIAL_SHADES = [
  '50',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
  'A100',
  'A200',
  'A400',
  'A700',
] as const;

export type MaterialShade = (typeof MATERIAL_SHADES)[number];

export interface MaterialColorRef {
  hue: MaterialHue;
  shade: MaterialShade;
}

/** A shade's hex value, e.g. `materialShade('indigo', '500')` is `#3f51b5`. */
export function materialShade(hue: MaterialHue, shade: MaterialShade): string {
  return (materialColors[hue] as Record<MaterialShade, string>)[shade];
}

/** "deepPurple" → "Deep purple". */
export function hueLabel(hue: MaterialHue): string {
  const words = hue.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The palette shade a color is written as (hex, any case), preferring `preferred`'s hue. */
export function findMaterialShade(color: string, preferred?: MaterialHue): MaterialColorRef | null {
  const wanted = color.trim().toLowerCase();
  const hues = preferred ? [preferred, ...MATERIAL_HUES] : MATERIAL_HUES;
  for (const hue of hues) {
    for (const shade of MATERIAL_SHADES) {
      if (materialShade(hue, shade).toLowerCase() === wanted) {
        return { hue, shade };
      }
    }
  }
  return null;
}

export interface ColorVariants {
  main: string;
  light: string;
  dark: string;
  contrastText: string;
}

let palette: ReturnType<typeof createTheme>['palette'] | null = null;

/** The default theme's palette: its `augmentColor` and `getContrastText` (mode-independent). */
function defaultPalette() {
  palette ??= createTheme().palette;
  return palette;
}

/** The light, dark and contrast-text variants the theme computes from a valid `main`. */
export function colorVariants(main: string): ColorVariants {
  const { light, dark, contrastText } = defaultPalette().augmentColor({ color: { main } });
  return { main, light, dark, contrastText };
}

/** The text color the theme puts on a background (contrast ratio of at least 3). */
export function contrastTextOn(background: string): string {
  return defaultPalette().getContrastText(background);
}

/** One palette color for the theme code: its value, and the shade it was picked as, if any. */
export interface ColorChoice {
  main: string;
  material?: MaterialColorRef | null;
}

function mainExpression({ main, material }: ColorChoice): string {
  if (
    material &&
    materialShade(material.hue, material.shade).toLowerCase() === main.toLowerCase()
  ) {
    return /^\d/.test(material.shade)
      ? `${material.hue}[${material.shade}]`
      : `${material.hue}.${material.shade}`;
  }
  return `'${main}'`;
}

/**
 * The `createTheme` call that gives these colors, as a module to paste: palette
 * shades come from `@mui/material/colors`, other colors as written.
 */
export function themeCode(colors: Partial<Record<'primary' | 'secondary', ColorChoice>>): string {
  const entries = (['primary', 'secondary'] as const).flatMap((name) => {
    const choice = colors[name];
    return choice ? [{ name, choice, expression: mainExpression(choice) }] : [];
  });
  const hues = [
    ...new Set(
      entries.flatMap(({ choice, expression }) =>
        choice.material && !expression.startsWith("'") ? [choice.material.hue] : [],
      ),
    ),
  ].sort();
  const lines = ["import { createTheme } from '@mui/material/styles';"];
  if (hues.length > 0) {
    lines.push(`import { ${hues.join(', ')} } from '@mui/material/colors';`);
  }
  lines.push('', 'const theme = createTheme({', '  palette: {');
  for (const { name, expression } of entries) {
    lines.push(`    ${name}: {`, `      main: ${expression},`, '    },');
  }
  lines.push('  },', '});', '', 'export default theme;', '');
  return lines.join('\n');
}
