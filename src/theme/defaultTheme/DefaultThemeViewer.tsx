import { createTheme } from '@mui/material/styles';
import { DEFAULT_THEME_STRINGS } from './defaultThemeStrings';
import { ThemeObjectViewer, type ThemeViewerMode } from './ThemeObjectViewer';

const materialTheme = (mode: ThemeViewerMode) => createTheme({ palette: { mode } });

/** The object `createTheme()` returns (light or dark), as a searchable tree. */
export default function DefaultThemeViewer() {
  return (
    <ThemeObjectViewer
      themeFor={materialTheme}
      strings={DEFAULT_THEME_STRINGS}
      searchId="default-theme-search"
    />
  );
}
