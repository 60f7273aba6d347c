import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type Dispatch,
  type ReactNode,
} from 'react';
import { useRestoreEffect } from '../hydration';
import { useDirection, useMode } from '../settings';
import {
  changeSettingsOf,
  DEFAULT_THEME_STATE,
  themeReducer,
  type ThemeAction,
  type ThemeState,
} from './themeState';
import { parseStoredThemeState, serializeThemeState, THEME_STATE_KEY } from './themeStateStorage';

interface ThemeStateValue {
  state: ThemeState;
  dispatch: Dispatch<ThemeAction>;
}

const ThemeStateContext = createContext<ThemeStateValue | null>(null);

/**
 * Holds the theme state every demo renders with. Mode and direction follow
 * the reader's settings; density, spacing and colors last for the session
 * (sessionStorage), restored after hydration so the server HTML matches.
 */
export function ThemeStateProvider({ children }: { children: ReactNode }) {
  const { colorScheme, setMode } = useMode();
  const { direction, setDirection } = useDirection();
  const [held, dispatchHeld] = useReducer(themeReducer, DEFAULT_THEME_STATE);
  // A CHANGE of mode or direction changes the reader's settings, which the state follows.
  const dispatch = useCallback(
    (action: ThemeAction) => {
      changeSettingsOf(action, { setMode, setDirection });
      dispatchHeld(action);
    },
    [setMode, setDirection],
  );
  const seenDefaults = useRef(false);
  // Mode and direction are the reader's settings, taken in the same render. Copied in an effect,
  // they reached the demos a render later: a demo going live in between rendered left to right
  // on a right-to-left page, then flipped.
  const state = useMemo(
    () =>
      held.paletteMode === colorScheme && held.direction === direction
        ? held
        : { ...held, paletteMode: colorScheme, direction },
    [held, colorScheme, direction],
  );

  // The session's density, spacing and colors, taken up in the hydration's commit like the
  // settings (see useRestoreEffect).
  useRestoreEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.sessionStorage.getItem(THEME_STATE_KEY);
    } catch {
      // Storage blocked: the demos keep the defaults.
    }
    const { dense, spacing, paletteColors } = parseStoredThemeState(stored);
    dispatchHeld({ type: 'SET_DENSE', payload: dense });
    dispatchHeld({ type: 'SET_SPACING', payload: spacing });
    if (Object.keys(paletteColors).length > 0) {
      dispatchHeld({ type: 'CHANGE', payload: { paletteColors } });
    }
  }, []);

  // Every later change is stored (the first run sees the defaults the restore replaces).
  useEffect(() => {
    if (!seenDefaults.current) {
      seenDefaults.current = true;
      return;
    }
    try {
      window.sessionStorage.setItem(THEME_STATE_KEY, serializeThemeState(held));
    } catch {
      // Not kept when storage is blocked; the change still applies to this page.
    }
  }, [held]);

  const value = useMemo(() => ({ state, dispatch }), [state, dispatch]);
  return <ThemeStateContext.Provider value={value}>{children}</ThemeStateContext.Provider>;
}

/** The demo theme state and its dispatch; only inside `<ThemeStateProvider>`. */
export function useThemeState(): ThemeStateValue {
  const value = useContext(ThemeStateContext);
  if (!value) {
    throw new Error(
      'useThemeState() was called outside <ThemeStateProvider>: it is provided by AppProviders (src/chrome/AppProviders.tsx).',
    );
  }
  return value;
}
