import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useRestoreEffect } from '../../hydration';
import { createAttributeSetting } from '../attributeSetting';
import { MODE_CODEC, applyColorScheme, type ColorScheme, type Mode } from './modeCodec';

/**
 * The reader's mode. Material UI's color-scheme provider owns its state: it reads and writes
 * `MODE_CODEC.key`, sets the scheme attribute and follows the OS live in `system` mode, so
 * this setting takes that state as its store instead of keeping its own.
 */
const mode = createAttributeSetting<Mode>({
  hookName: 'useMode',
  defaultValue: MODE_CODEC.defaultValue,
  // The store restores and saves (Material UI reads `MODE_CODEC.key` as it mounts).
  restore: () => null,
  save: () => {},
});

/** The scheme the mode shows now (`system` follows the OS live). */
const ColorSchemeContext = createContext<ColorScheme>('light');

/** The state of Material UI's `useColorScheme()`, as the mode setting's store. */
export interface ColorSchemeStore {
  mode: string | undefined;
  colorScheme: string | undefined;
  setMode: (mode: Mode) => void;
}

/** Whether the stored mode has been shown since the page loaded (a later mount starts with it). */
let shownSinceLoad = false;

/**
 * Hands the color-scheme provider's state on as the mode setting, and keeps the body class,
 * `color-scheme` and `<meta name="theme-color">` in step with the scheme after load (the
 * init script sets them before first paint).
 *
 * Like every other setting, the hydrating render shows the server's default and the stored mode
 * renders in the hydration's commit. Material UI's provider reads storage in its first browser
 * render; handed on as it is, a component that draws with the scheme (the color tool's fields,
 * a template's preview) hydrated dark over light server HTML (React errors 418 and 425).
 */
export function ModeProvider({
  store,
  children,
}: {
  store: ColorSchemeStore;
  children: ReactNode;
}) {
  const { mode: storedMode, colorScheme, setMode } = store;
  const [shown, setShown] = useState(shownSinceLoad);
  useRestoreEffect(() => {
    shownSinceLoad = true;
    setShown(true);
  }, []);
  useEffect(() => {
    if (colorScheme === 'light' || colorScheme === 'dark') {
      applyColorScheme(colorScheme);
    }
  }, [colorScheme]);
  const value = (shown ? (storedMode as Mode | undefined) : undefined) ?? MODE_CODEC.defaultValue;
  const scheme: ColorScheme = shown && colorScheme === 'dark' ? 'dark' : 'light';
  const setting = useMemo(() => ({ value, set: setMode }), [value, setMode]);
  return (
    <mode.Provider store={setting}>
      <ColorSchemeContext.Provider value={scheme}>{children}</ColorSchemeContext.Provider>
    </mode.Provider>
  );
}

/** The reader's mode (light, dark, system) and the color scheme it resolves to. */
export function useMode(): { mode: Mode; colorScheme: ColorScheme; setMode: (mode: Mode) => void } {
  const { value, set } = mode.useSetting();
  const colorScheme = useContext(ColorSchemeContext);
  return { mode: value, colorScheme, setMode: set };
}
