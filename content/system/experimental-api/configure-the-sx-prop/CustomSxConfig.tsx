import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

export default function CustomSxConfig() {
  const { palette, direction } = useTheme();
  const theme = React.useMemo(
    () =>
      createTheme({
        direction,
        palette: { mode: palette.mode },
        // A custom scale: not part of the Theme type, so it is read through unstable_sxConfig only.
        ...({ radii: { sm: '4px', lg: '16px', pill: '999px' } } as object),
        unstable_sxConfig: {
          // borderRadius now reads theme.radii instead of multiplying shape.borderRadius.
          borderRadius: { themeKey: 'radii' },
          size: {
            style: ({ size }: { size?: number | string }) => ({ width: size, height: size }),
          },
          surface: {
            style: ({ surface, theme: current }: { surface?: string; theme?: Theme }) => {
              const color = current?.palette[surface as 'primary' | 'secondary'];
              return color ? { backgroundColor: color.main, color: color.contrastText } : {};
            },
          },
        },
      }),
    [direction, palette.mode],
  );

  // `size` and `surface` are not known to the sx types: assert the object.
  const avatar = {
    size: 56,
    surface: 'secondary',
    borderRadius: 'pill',
  } as SystemStyleObject<Theme>;

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={[avatar, { display: 'grid', placeItems: 'center', fontWeight: 'bold' }]}>NV</Box>
        <Box
          sx={
            { surface: 'primary', borderRadius: 'lg', px: 2, py: 1.5 } as SystemStyleObject<Theme>
          }
        >
          Nadia Veronese joined the Design team
        </Box>
      </Box>
    </ThemeProvider>
  );
}
