/**
 * The theme builder's state: what a reader edits, its defaults (Material UI's own),
 * the bounds each number is held to, and its form in a shareable URL's search params.
 * React-free and pure.
 */

export type BuilderMode = 'light' | 'dark';

/** A font stack of fonts found on the reader's system: no web font is loaded. */
export interface FontStack {
  id: string;
  label: string;
  /** The CSS `font-family` value. */
  stack: string;
}

/** The first stack is Material UI's default `typography.fontFamily`. */
export const FONT_STACKS: readonly FontStack[] = [
  { id: 'roboto', label: 'Roboto (default)', stack: '"Roboto", "Helvetica", "Arial", sans-serif' },
  {
    id: 'system',
    label: 'System UI',
    stack: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  {
    id: 'humanist',
    label: 'Humanist sans',
    stack: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  },
  {
    id: 'serif',
    label: 'Serif',
    stack: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif',
  },
  {
    id: 'mono',
    label: 'Monospace',
    stack: 'ui-monospace, "Cascadia Code", Menlo, Consolas, "DejaVu Sans Mono", monospace',
  },
];

export interface BuilderState {
  /** `#rrggbb`, lower case. */
  primary: string;
  /** `#rrggbb`, lower case. */
  secondary: string;
  mode: BuilderMode;
  /** An id of {@link FONT_STACKS}. */
  fontFamily: string;
  /** `typography.fontSize`: the base size in pixels the variants scale from. */
  fontSize: number;
  /** `shape.borderRadius` in pixels. */
  borderRadius: number;
  /** The spacing unit in pixels. */
  spacing: number;
  /** Dense defaults: small buttons and inputs, compact grid rows. */
  dense: boolean;
}

/** Material UI's default main colors, which differ between the modes. */
export const DEFAULT_COLORS: Record<BuilderMode, { primary: string; secondary: string }> = {
  light: { primary: '#1976d2', secondary: '#9c27b0' },
  dark: { primary: '#90caf9', secondary: '#ce93d8' },
};

export const DEFAULT_BUILDER_STATE: BuilderState = {
  ...DEFAULT_COLORS.light,
  mode: 'light',
  fontFamily: FONT_STACKS[0].id,
  fontSize: 14,
  borderRadius: 4,
  spacing: 8,
  dense: false,
};

export type NumberField = 'fontSize' | 'borderRadius' | 'spacing';

/** Inclusive bounds of the numbers; values are whole pixels. */
export const BOUNDS: Record<NumberField, { min: number; max: number }> = {
  fontSize: { min: 10, max: 20 },
  borderRadius: { min: 0, max: 32 },
  spacing: { min: 2, max: 16 },
};

/** A whole number held to `min`…`max` (inclusive). */
export function clampToBounds(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** A whole number within the field's bounds; not a finite number gives the default. */
export function clampNumber(field: NumberField, value: number): number {
  if (!Number.isFinite(value)) {
    return DEFAULT_BUILDER_STATE[field];
  }
  const { min, max } = BOUNDS[field];
  return clampToBounds(value, min, max);
}

/** `#rrggbb` (lower case) from `#rgb`, `#rrggbb`, with or without `#`; null for anything else. */
export function normalizeHex(input: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(input.trim());
  if (!match) {
    return null;
  }
  const digits = match[1].toLowerCase();
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : digits;
  return `#${full}`;
}

export function fontStackOf(state: BuilderState): FontStack {
  return FONT_STACKS.find((font) => font.id === state.fontFamily) ?? FONT_STACKS[0];
}

/**
 * Switches the mode. A color left at the old mode's default takes the new mode's
 * default (so it stays "not customized"); a picked color is kept.
 */
export function withMode(state: BuilderState, mode: BuilderMode): BuilderState {
  const previous = DEFAULT_COLORS[state.mode];
  const next = DEFAULT_COLORS[mode];
  return {
    ...state,
    mode,
    primary: state.primary === previous.primary ? next.primary : state.primary,
    secondary: state.secondary === previous.secondary ? next.secondary : state.secondary,
  };
}

/** Search param names, short enough for a link someone pastes in a chat. */
const PARAM = {
  primary: 'primary',
  secondary: 'secondary',
  mode: 'mode',
  fontFamily: 'font',
  fontSize: 'size',
  borderRadius: 'radius',
  spacing: 'spacing',
  dense: 'dense',
} as const satisfies Record<keyof BuilderState, string>;

/** The params of every value that differs from its default (colors without `#`). */
export function encodeBuilderState(state: BuilderState): URLSearchParams {
  const params = new URLSearchParams();
  const colors = DEFAULT_COLORS[state.mode];
  if (state.mode !== DEFAULT_BUILDER_STATE.mode) {
    params.set(PARAM.mode, state.mode);
  }
  if (state.primary !== colors.primary) {
    params.set(PARAM.primary, state.primary.slice(1));
  }
  if (state.secondary !== colors.secondary) {
    params.set(PARAM.secondary, state.secondary.slice(1));
  }
  if (state.fontFamily !== DEFAULT_BUILDER_STATE.fontFamily) {
    params.set(PARAM.fontFamily, state.fontFamily);
  }
  for (const field of ['fontSize', 'borderRadius', 'spacing'] as const) {
    if (state[field] !== DEFAULT_BUILDER_STATE[field]) {
      params.set(PARAM[field], String(state[field]));
    }
  }
  if (state.dense) {
    params.set(PARAM.dense, '1');
  }
  return params;
}

function decodeNumber(params: URLSearchParams, field: NumberField): number {
  const raw = params.get(PARAM[field]);
  if (raw === null || !/^\s*-?\d+(\.\d+)?\s*$/.test(raw)) {
    return DEFAULT_BUILDER_STATE[field];
  }
  return clampNumber(field, Number(raw));
}

/**
 * The state a link's params describe. Never throws: a missing or unreadable
 * value takes its default; an out-of-range number is clamped.
 */
export function decodeBuilderState(params: URLSearchParams | string): BuilderState {
  const search = typeof params === 'string' ? new URLSearchParams(params) : params;
  const mode: BuilderMode = search.get(PARAM.mode) === 'dark' ? 'dark' : 'light';
  const colors = DEFAULT_COLORS[mode];
  const font = search.get(PARAM.fontFamily);
  return {
    mode,
    primary: normalizeHex(search.get(PARAM.primary) ?? '') ?? colors.primary,
    secondary: normalizeHex(search.get(PARAM.secondary) ?? '') ?? colors.secondary,
    fontFamily: FONT_STACKS.some((stack) => stack.id === font)
      ? (font as string)
      : DEFAULT_BUILDER_STATE.fontFamily,
    fontSize: decodeNumber(search, 'fontSize'),
    borderRadius: decodeNumber(search, 'borderRadius'),
    spacing: decodeNumber(search, 'spacing'),
    dense: search.get(PARAM.dense) === '1' || search.get(PARAM.dense) === 'true',
  };
}
