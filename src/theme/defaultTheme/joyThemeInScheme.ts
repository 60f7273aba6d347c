/**
 * A Joy UI theme as `useTheme()` sees it under `CssVarsProvider` in one color scheme: the
 * provider merges each key of `colorSchemes[scheme]` (the palette, `shadowRing`,
 * `shadowChannel`, `shadowOpacity`) into the top level of the theme, one level deep, and sets
 * `palette.colorScheme`. React-free and pure: the theme is not modified.
 */
export function joyThemeInScheme<T extends { colorSchemes: Record<string, object> }>(
  theme: T,
  scheme: string,
): T {
  const entries = theme.colorSchemes[scheme];
  if (!entries) {
    throw new Error(
      `The theme has no "${scheme}" color scheme; it has ${Object.keys(theme.colorSchemes).join(', ')}.`,
    );
  }
  const merged: Record<string, unknown> = { ...theme };
  for (const [key, value] of Object.entries(entries)) {
    const current = merged[key];
    merged[key] =
      value && typeof value === 'object'
        ? { ...(current && typeof current === 'object' ? current : {}), ...value }
        : value;
  }
  const palette = merged.palette;
  if (palette && typeof palette === 'object') {
    merged.palette = { ...palette, colorScheme: scheme };
  }
  return merged as T;
}
