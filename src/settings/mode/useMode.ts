import { useColorScheme } from '../../theme/DocsCssVarsProvider';
import { useEffect } from 'react';
import { THEME_COLORS } from '../../theme/docsTheme';
import type { ColorScheme, Mode } from './modeCodec';

/** The reader's mode (light, dark, system) and the colour scheme it resolves to. */
export function useMode(): { mode: Mode; colorScheme: ColorScheme; setMode: (mode: Mode) => void } {
  const { mode, colorScheme, setMode } = useColorScheme();
  return {
    mode: (mode as Mode | undefined) ?? 'system',
    colorScheme: colorScheme === 'dark' ? 'dark' : 'light',
    setMode,
  };
}

/**
 * Keeps `<body class="mode-…">` and `<meta name="theme-color">` in step with the
 * active scheme after load (the init script sets them before first paint).
 * MUI's provider stores the mode under `mui-mode` and follows the OS live in
 * `system` mode.
 */
export function useColorSchemeSync(): void {
  const { colorScheme } = useColorScheme();
  useEffect(() => {
    if (colorScheme !== 'light' && colorScheme !== 'dark') {
      return;
    }
    document.body.classList.remove('mode-light', 'mode-dark');
    document.body.classList.add(`mode-${colorScheme}`);
    document.documentElement.style.colorScheme = colorScheme;
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', THEME_COLORS[colorScheme]);
  }, [colorScheme]);
}
