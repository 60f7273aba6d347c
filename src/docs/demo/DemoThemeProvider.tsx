import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { demoThemeOptions } from '../../theme/demoThemeOptions';
import { useThemeState } from '../../theme/ThemeStateProvider';
// Sets the MUI X license key for Pro and Premium demos when the build has one.
import './demoLicenseKey';

/**
 * The theme demos render with: the library's default theme (radius 4, not
 * the chrome's 12), in the reader's colour scheme and direction, with the
 * density, spacing and colours of the site's theme state (colour and density
 * tools, theme builder).
 */
export function DemoThemeProvider({ children }: { children: ReactNode }) {
  const { state } = useThemeState();
  const theme = useMemo(() => createTheme(demoThemeOptions(state)), [state]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
