import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useDirection, useMode } from '../../settings';
// Sets the MUI X license key for Pro and Premium demos when the build has one.
import './demoLicenseKey';

/**
 * The theme demos render with: the library's default theme (radius 4, not
 * the chrome's 12), in the reader's colour scheme and direction.
 */
export function DemoThemeProvider({ children }: { children: ReactNode }) {
  const { colorScheme } = useMode();
  const { direction } = useDirection();
  const theme = useMemo(
    () => createTheme({ palette: { mode: colorScheme }, direction }),
    [colorScheme, direction],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
