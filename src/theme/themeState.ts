/** A palette color as the theme takes it: `main`, and optionally its variants. */
export interface PaletteColorInput {
  main: string;
  light?: string;
  dark?: string;
  contrastText?: string;
}

/** The colors a reader picked (color tool, theme builder); empty means the library's defaults. */
export type PaletteColors = Partial<Record<'primary' | 'secondary', PaletteColorInput>>;

/** The theme every demo of the site renders with. */
export interface ThemeState {
  dense: boolean;
  direction: 'ltr' | 'rtl';
  paletteColors: PaletteColors;
  /** The theme's spacing unit in pixels. */
  spacing: number;
  paletteMode: 'light' | 'dark';
}

export const DEFAULT_SPACING = 8;

export const DEFAULT_THEME_STATE: ThemeState = {
  dense: false,
  direction: 'ltr',
  paletteColors: {},
  spacing: DEFAULT_SPACING,
  paletteMode: 'light',
};

export type ThemeAction =
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | {
      type: 'CHANGE';
      payload: Partial<Pick<ThemeState, 'paletteMode' | 'direction' | 'paletteColors'>>;
    };

/** What the reader's settings own of the theme state: the mode and the direction. */
export interface ThemeSettings {
  setMode: (mode: ThemeState['paletteMode']) => void;
  setDirection: (direction: ThemeState['direction']) => void;
}

/**
 * Hands the mode and direction of a `CHANGE` to the reader's settings, which the theme state
 * follows (ThemeStateProvider), as the settings dialog would; every action also goes to the
 * reducer.
 */
export function changeSettingsOf(action: ThemeAction, settings: ThemeSettings): void {
  if (action.type !== 'CHANGE') {
    return;
  }
  if (action.payload.paletteMode) {
    settings.setMode(action.payload.paletteMode);
  }
  if (action.payload.direction) {
    settings.setDirection(action.payload.direction);
  }
}

function checkedSpacing(spacing: number): number {
  if (!Number.isFinite(spacing) || spacing < 0) {
    throw new Error(
      `Theme spacing must be a number of pixels of at least 0; got ${String(spacing)}.`,
    );
  }
  return spacing;
}

/**
 * The theme state's reducer, with exactly the actions of `ThemeAction` (the action names of the
 * MUI docs' theme context: spacing, density, colors and `CHANGE`). Any other action
 * is a programming error and throws, naming its type.
 */
export function themeReducer(state: ThemeState, action: ThemeAction): ThemeState {
  const next = nextThemeState(state, action);
  // An action that changes nothing keeps the state object, so the demos' theme is not rebuilt.
  return (Object.keys(next) as (keyof ThemeState)[]).every((key) => next[key] === state[key])
    ? state
    : next;
}

function nextThemeState(state: ThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case 'SET_SPACING':
      return { ...state, spacing: checkedSpacing(action.payload) };
    case 'INCREASE_SPACING':
      return { ...state, spacing: state.spacing + 1 };
    case 'DECREASE_SPACING':
      return { ...state, spacing: Math.max(0, state.spacing - 1) };
    case 'SET_DENSE':
      return { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return { ...state, dense: false, spacing: DEFAULT_SPACING };
    case 'RESET_COLORS':
      return Object.keys(state.paletteColors).length === 0
        ? state
        : { ...state, paletteColors: {} };
    case 'CHANGE':
      return {
        ...state,
        paletteMode: action.payload.paletteMode ?? state.paletteMode,
        direction: action.payload.direction ?? state.direction,
        paletteColors: action.payload.paletteColors ?? state.paletteColors,
      };
    default: {
      const unknown: { type?: unknown } = action;
      throw new Error(
        `Unrecognized theme action type "${String(unknown.type)}": use SET_SPACING, INCREASE_SPACING, DECREASE_SPACING, SET_DENSE, RESET_DENSITY, RESET_COLORS or CHANGE.`,
      );
    }
  }
}
