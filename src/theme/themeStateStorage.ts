import { DEFAULT_THEME_STATE, type PaletteColors, type ThemeState } from './themeState';

/** sessionStorage key: the demo theme lasts for the reading session. */
export const THEME_STATE_KEY = 'docs-theme-state';

/** What outlives a page: mode and direction are the reader's settings, kept elsewhere. */
export type StoredThemeState = Pick<ThemeState, 'dense' | 'spacing' | 'paletteColors'>;

function isColor(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  return (
    Object.entries(value).every(
      ([key, text]) =>
        ['main', 'light', 'dark', 'contrastText'].includes(key) && typeof text === 'string',
    ) && typeof (value as { main?: unknown }).main === 'string'
  );
}

/** The stored state, each field falling back to its default when missing or malformed. */
export function parseStoredThemeState(stored: string | null): StoredThemeState {
  const fallback = {
    dense: DEFAULT_THEME_STATE.dense,
    spacing: DEFAULT_THEME_STATE.spacing,
    paletteColors: DEFAULT_THEME_STATE.paletteColors,
  };
  if (!stored) {
    return fallback;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return fallback;
  }
  if (typeof parsed !== 'object' || parsed === null) {
    return fallback;
  }
  const { dense, spacing, paletteColors } = parsed as Record<string, unknown>;
  const colors: PaletteColors = {};
  if (typeof paletteColors === 'object' && paletteColors !== null) {
    for (const name of ['primary', 'secondary'] as const) {
      const color = (paletteColors as Record<string, unknown>)[name];
      if (isColor(color)) {
        colors[name] = color as PaletteColors['primary'];
      }
    }
  }
  return {
    dense: typeof dense === 'boolean' ? dense : fallback.dense,
    spacing:
      typeof spacing === 'number' && Number.isFinite(spacing) && spacing >= 0
        ? spacing
        : fallback.spacing,
    paletteColors: colors,
  };
}

export function serializeThemeState(state: ThemeState): string {
  const stored: StoredThemeState = {
    dense: state.dense,
    spacing: state.spacing,
    paletteColors: state.paletteColors,
  };
  return JSON.stringify(stored);
}
