import { THEME_ID } from '@mui/material/styles';
import { unstable_createCssVarsProvider as createCssVarsProvider } from '@mui/system';
import styleFunctionSx from '@mui/system/styleFunctionSx';
import type { Theme } from '@mui/material/styles';
import { createTypography, excludeVariablesFromRoot } from './materialStylesInternals';

/**
 * The color-scheme provider of the docs, built the way Material UI builds its
 * `Experimental_CssVarsProvider`, but without that module's default theme: Material UI creates
 * one with `extendTheme()` when the module loads (about 50 ms of script on a throttled phone,
 * on every page), and the docs always hand their own theme to the provider.
 */
const provider = createCssVarsProvider({
  themeId: THEME_ID,
  // Only the structure is read here (the schemes must exist); every render passes `theme`.
  theme: { colorSchemes: { light: {}, dark: {} } },
  defaultColorScheme: { light: 'light', dark: 'dark' },
  resolveTheme: (theme: Theme) => {
    const resolved = {
      ...theme,
      typography: createTypography(theme.palette, theme.typography),
    } as Theme & { unstable_sx: (props: unknown) => unknown };
    resolved.unstable_sx = function sx(this: Theme, props: unknown) {
      return styleFunctionSx({ sx: props as never, theme: this });
    };
    return resolved;
  },
  excludeVariablesFromRoot,
});

export const DocsCssVarsProvider = provider.CssVarsProvider;
export const useColorScheme = provider.useColorScheme;
