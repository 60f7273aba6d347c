import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  // Types: `kicker` is a typography variant of the theme and (below) a value
  // of Typography's `variant` prop.
  interface TypographyVariants {
    kicker: React.CSSProperties;
  }
  interface TypographyVariantsOptions {
    kicker?: React.CSSProperties;
  }
}
declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    kicker: true;
  }
}

export default function CustomVariant() {
  // The reader's color scheme and text direction, from the page's theme.
  const { direction, palette } = useTheme();
  const { mode } = palette;
  const theme = React.useMemo(() => {
    const base = createTheme({ palette: { mode } });
    return createTheme({
      direction,
      palette: { mode },
      typography: {
        kicker: {
          fontFamily: base.typography.fontFamily,
          fontSize: base.typography.pxToRem(13),
          fontWeight: base.typography.fontWeightBold,
          letterSpacing: '0.12em',
          lineHeight: 1.5,
          textTransform: 'uppercase',
          color: base.palette.secondary.main,
        },
      },
      components: {
        // Typography renders a <span> for unknown variants; map it to a paragraph.
        MuiTypography: { defaultProps: { variantMapping: { kicker: 'p' } } },
      },
    });
  }, [direction, mode]);

  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="kicker">Field notes</Typography>
        <Typography variant="h5" component="h3" gutterBottom>
          Tracking the spring migration along the coast
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The kicker above is a custom variant: its size, weight, spacing and color live in the
          theme, next to h5 and body2.
        </Typography>
      </Paper>
    </ThemeProvider>
  );
}
