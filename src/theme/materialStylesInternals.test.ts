import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createTypography, excludeVariablesFromRoot } from './materialStylesInternals';

// Fails when the installed @mui/material no longer has these files or they changed what they do.
describe('Material UI styles internals', () => {
  it('createTypography builds a typography from a palette and options', () => {
    const { palette } = createTheme();
    const typography = createTypography(palette, { fontFamily: 'Inter' });
    expect(typography.fontSize).toBe(14);
    expect(typography.pxToRem(16)).toBe('1rem');
    expect(typography.h1.fontFamily).toBe('Inter');
  });

  it('excludeVariablesFromRoot names the dark-only variables kept off the root', () => {
    const excluded = excludeVariablesFromRoot('mui');
    expect(excluded).toContain('--mui-overlays-1');
    expect(excluded).toContain('--mui-palette-AppBar-darkBg');
    expect(excluded.every((name) => name.startsWith('--mui-'))).toBe(true);
  });
});
