/**
 * The Joy UI theme builder's state: the five palettes' `50`…`900` scales, the three font
 * roles and the five radii of `extendTheme()`, their defaults (Joy UI's own, from
 * `@mui/joy` as installed), and their form in a shareable URL's search params.
 * React-free and pure.
 */
import colors from '@mui/joy/colors';
import { clampToBounds, FONT_STACKS, normalizeHex } from '../builder/builderState';
import { scaleFromBase, SHADES, type ColorScale, type Shade } from './colorScale';

export const PALETTES = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
export type PaletteName = (typeof PALETTES)[number];

export const FONT_ROLES = ['body', 'display', 'code'] as const;
export type FontRole = (typeof FONT_ROLES)[number];

export const RADII = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type RadiusName = (typeof RADII)[number];

export interface JoyBuilderState {
  /** Every shade of every palette, `#rrggbb` in lower case. */
  palettes: Record<PaletteName, ColorScale>;
  /** An id of the role's {@link FONT_OPTIONS}. */
  fonts: Record<FontRole, string>;
  /** `theme.radius` in whole pixels. */
  radius: Record<RadiusName, number>;
}

/** The scales `extendTheme()` gives each palette (`@mui/joy/colors`). */
const JOY_SCALES: Record<PaletteName, Record<Shade, string>> = {
  primary: colors.blue,
  neutral: colors.grey,
  danger: colors.red,
  success: colors.green,
  warning: colors.yellow,
};

function lowerCaseScale(scale: Record<Shade, string>): ColorScale {
  return Object.fromEntries(
    SHADES.map((shade) => [shade, scale[shade].toLowerCase()]),
  ) as ColorScale;
}

export const DEFAULT_PALETTES: Record<PaletteName, ColorScale> = Object.fromEntries(
  PALETTES.map((name) => [name, lowerCaseScale(JOY_SCALES[name])]),
) as Record<PaletteName, ColorScale>;

/** A font choice: `stack` is null for Joy UI's default, which the exported code leaves out. */
export interface FontOption {
  id: string;
  label: string;
  stack: string | null;
  /** What the option's own label is drawn in. */
  sample: string;
}

const SYSTEM_FALLBACK = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial';
const sharedStack = (id: string) => FONT_STACKS.find((font) => font.id === id)!;
const stackOption = (id: string, label: string): FontOption => ({
  id,
  label,
  stack: sharedStack(id).stack,
  sample: sharedStack(id).stack,
});

/** The font stacks on offer per role, Joy UI's default first; no web font is loaded. */
export const FONT_OPTIONS: Record<FontRole, readonly FontOption[]> = {
  body: [
    {
      id: 'inter',
      label: 'Inter (default)',
      stack: null,
      sample: `"Inter", ${SYSTEM_FALLBACK}, sans-serif`,
    },
    stackOption('system', 'System UI'),
    stackOption('humanist', 'Humanist sans'),
    stackOption('serif', 'Serif'),
  ],
  display: [
    {
      id: 'inter',
      label: 'Inter (default)',
      stack: null,
      sample: `"Inter", ${SYSTEM_FALLBACK}, sans-serif`,
    },
    stackOption('system', 'System UI'),
    stackOption('humanist', 'Humanist sans'),
    stackOption('serif', 'Serif'),
    stackOption('mono', 'Monospace'),
  ],
  code: [
    {
      id: 'source-code-pro',
      label: 'Source Code Pro (default)',
      stack: null,
      sample: 'Source Code Pro, ui-monospace, monospace',
    },
    stackOption('mono', 'System monospace'),
    {
      id: 'courier',
      label: 'Courier',
      stack: '"Courier New", Courier, monospace',
      sample: '"Courier New", Courier, monospace',
    },
  ],
};

export function fontOptionOf(state: JoyBuilderState, role: FontRole): FontOption {
  return FONT_OPTIONS[role].find((font) => font.id === state.fonts[role]) ?? FONT_OPTIONS[role][0];
}

/** `theme.radius` of `extendTheme()`, in pixels. */
export const DEFAULT_RADIUS: Record<RadiusName, number> = { xs: 2, sm: 6, md: 8, lg: 12, xl: 16 };

/** The inclusive bounds of every radius, in whole pixels. */
export const RADIUS_BOUNDS = { min: 0, max: 40 } as const;

export const DEFAULT_JOY_BUILDER_STATE: JoyBuilderState = {
  palettes: DEFAULT_PALETTES,
  fonts: { body: 'inter', display: 'inter', code: 'source-code-pro' },
  radius: DEFAULT_RADIUS,
};

/** The shades of a scale that differ from another scale, in scale order. */
export function changedShades(scale: ColorScale, from: ColorScale): Shade[] {
  return SHADES.filter((shade) => scale[shade] !== from[shade]);
}

/** The state with one palette made from a base color (its `500`). */
export function withBaseColor(
  state: JoyBuilderState,
  palette: PaletteName,
  base: string,
): JoyBuilderState {
  return { ...state, palettes: { ...state.palettes, [palette]: scaleFromBase(base) } };
}

/** The state with one shade of one palette changed. */
export function withShade(
  state: JoyBuilderState,
  palette: PaletteName,
  shade: Shade,
  color: string,
): JoyBuilderState {
  return {
    ...state,
    palettes: { ...state.palettes, [palette]: { ...state.palettes[palette], [shade]: color } },
  };
}

/** Param names: `primary` (a base color), `primary.600` (a shade), `body`, `radius.sm`. */
const shadeParam = (palette: PaletteName, shade: Shade) => `${palette}.${shade}`;
const radiusParam = (name: RadiusName) => `radius.${name}`;

/**
 * The params of every value that differs from Joy UI's defaults (colors without `#`). A
 * palette is written the shorter way: the shades that differ from the default scale, or its
 * base color and the shades that differ from the scale that base makes.
 */
export function encodeJoyBuilderState(state: JoyBuilderState): URLSearchParams {
  const params = new URLSearchParams();
  for (const palette of PALETTES) {
    const scale = state.palettes[palette];
    const fromDefault = changedShades(scale, DEFAULT_PALETTES[palette]);
    if (fromDefault.length === 0) {
      continue;
    }
    const fromBase = changedShades(scale, scaleFromBase(scale['500']));
    const useBase = fromBase.length + 1 < fromDefault.length;
    if (useBase) {
      params.set(palette, scale['500'].slice(1));
    }
    for (const shade of useBase ? fromBase : fromDefault) {
      params.set(shadeParam(palette, shade), scale[shade].slice(1));
    }
  }
  for (const role of FONT_ROLES) {
    if (state.fonts[role] !== DEFAULT_JOY_BUILDER_STATE.fonts[role]) {
      params.set(role, state.fonts[role]);
    }
  }
  for (const name of RADII) {
    if (state.radius[name] !== DEFAULT_RADIUS[name]) {
      params.set(radiusParam(name), String(state.radius[name]));
    }
  }
  return params;
}

function decodeRadius(params: URLSearchParams, name: RadiusName): number {
  const raw = params.get(radiusParam(name));
  if (raw === null || !/^\s*-?\d+(\.\d+)?\s*$/.test(raw)) {
    return DEFAULT_RADIUS[name];
  }
  return clampToBounds(Number(raw), RADIUS_BOUNDS.min, RADIUS_BOUNDS.max);
}

/**
 * The state a link's params describe. Never throws: a missing or unreadable value takes its
 * default; an out-of-range radius is clamped.
 */
export function decodeJoyBuilderState(params: URLSearchParams | string): JoyBuilderState {
  const search = typeof params === 'string' ? new URLSearchParams(params) : params;
  const palettes = { ...DEFAULT_PALETTES };
  for (const palette of PALETTES) {
    const base = normalizeHex(search.get(palette) ?? '');
    const scale = { ...(base ? scaleFromBase(base) : DEFAULT_PALETTES[palette]) };
    for (const shade of SHADES) {
      const color = normalizeHex(search.get(shadeParam(palette, shade)) ?? '');
      if (color) {
        scale[shade] = color;
      }
    }
    palettes[palette] = scale;
  }
  const fonts = { ...DEFAULT_JOY_BUILDER_STATE.fonts };
  for (const role of FONT_ROLES) {
    const id = search.get(role);
    if (FONT_OPTIONS[role].some((font) => font.id === id)) {
      fonts[role] = id as string;
    }
  }
  const radius = Object.fromEntries(
    RADII.map((name) => [name, decodeRadius(search, name)]),
  ) as Record<RadiusName, number>;
  return { palettes, fonts, radius };
}
