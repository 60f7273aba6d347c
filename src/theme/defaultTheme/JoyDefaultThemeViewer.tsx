import { extendTheme } from '@mui/joy/styles';
import { JOY_DEFAULT_THEME_STRINGS } from './defaultThemeStrings';
import { joyThemeInScheme } from './joyThemeInScheme';
import { ThemeObjectViewer, type ThemeViewerMode } from './ThemeObjectViewer';

const joyTheme = (mode: ThemeViewerMode) => joyThemeInScheme(extendTheme(), mode);

/** The object Joy UI's `extendTheme()` returns, with the chosen scheme merged in, as a searchable tree. */
export default function JoyDefaultThemeViewer() {
  return (
    <ThemeObjectViewer
      themeFor={joyTheme}
      strings={JOY_DEFAULT_THEME_STRINGS}
      searchId="joy-default-theme-search"
    />
  );
}
