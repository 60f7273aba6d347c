import type { CssVarsThemeOptions } from '@mui/joy/styles';
import { CodeReference, printValue, type Plain, type PlainObject } from '../builder/themeCode';
import {
  changedShades,
  DEFAULT_PALETTES,
  DEFAULT_RADIUS,
  FONT_ROLES,
  fontOptionOf,
  PALETTES,
  RADII,
  type JoyBuilderState,
  type PaletteName,
} from './joyBuilderState';

/** The shades of each palette that differ from Joy UI's default scale, and their colors. */
export function changedPalettes(state: JoyBuilderState): Partial<Record<PaletteName, PlainObject>> {
  const changed: Partial<Record<PaletteName, PlainObject>> = {};
  for (const palette of PALETTES) {
    const scale = state.palettes[palette];
    const shades = changedShades(scale, DEFAULT_PALETTES[palette]);
    if (shades.length > 0) {
      changed[palette] = Object.fromEntries(shades.map((shade) => [shade, scale[shade]]));
    }
  }
  return changed;
}

/**
 * The `extendTheme()` options the state makes, holding only what differs from Joy UI's
 * defaults: the preview's theme and the exported code both come from this object.
 * `paletteValue` gives what each changed palette's entry holds: its shades for the preview,
 * a reference to a constant for the code. A palette goes in both color schemes, as Joy UI's
 * own do (the schemes differ in which shades their variants use, not in the scales).
 */
function optionsObject(
  state: JoyBuilderState,
  paletteValue: (palette: PaletteName, shades: PlainObject) => Plain,
): PlainObject {
  const options: PlainObject = {};
  const palette: PlainObject = {};
  for (const [name, shades] of Object.entries(changedPalettes(state))) {
    palette[name] = paletteValue(name as PaletteName, shades);
  }
  if (Object.keys(palette).length > 0) {
    options.colorSchemes = { light: { palette }, dark: { palette } };
  }
  const fontFamily: PlainObject = {};
  for (const role of FONT_ROLES) {
    const { stack } = fontOptionOf(state, role);
    if (stack !== null) {
      fontFamily[role] = stack;
    }
  }
  if (Object.keys(fontFamily).length > 0) {
    options.fontFamily = fontFamily;
  }
  const radius: PlainObject = {};
  for (const name of RADII) {
    if (state.radius[name] !== DEFAULT_RADIUS[name]) {
      radius[name] = `${state.radius[name]}px`;
    }
  }
  if (Object.keys(radius).length > 0) {
    options.radius = radius;
  }
  return options;
}

/** The options object, typed for `extendTheme` (what the preview renders with). */
export function joyThemeOptions(state: JoyBuilderState): CssVarsThemeOptions {
  return optionsObject(state, (_, shades) => shades) as CssVarsThemeOptions;
}

/**
 * The module a reader pastes into their app: a constant per changed palette (used by both
 * color schemes) and the theme with only the options they changed.
 */
export function joyThemeCode(state: JoyBuilderState): string {
  const palettes = changedPalettes(state);
  const constants = Object.entries(palettes).map(
    ([name, shades]) => `const ${name} = ${printValue(shades)};\n\n`,
  );
  const options = optionsObject(state, (name) => new CodeReference(name));
  return `import { extendTheme } from '@mui/joy/styles';\n\n${constants.join('')}export const theme = extendTheme(${printValue(options)});\n`;
}
