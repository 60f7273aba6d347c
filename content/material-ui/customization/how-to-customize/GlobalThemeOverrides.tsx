import * as React from 'react';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

// A function of the outer theme: keeps the page's mode and direction, and changes every
// Button and TextField under the provider.
const withOverrides = (outerTheme: Theme) =>
  createTheme(outerTheme, {
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { textTransform: 'none', borderRadius: 999, fontWeight: 600 },
        },
      },
      MuiTextField: { defaultProps: { size: 'small' } },
    },
  });

export default function GlobalThemeOverrides() {
  return (
    <ThemeProvider theme={withOverrides}>
      {/* Global CSS, scoped here to this demo's box so it does not restyle the whole page. */}
      <GlobalStyles
        styles={(t) => ({
          // The text keeps the paragraph's color (readable in light and dark mode); the
          // underline carries the brand color.
          '#global-overrides-demo a': {
            color: 'inherit',
            textDecorationColor: (t.vars ?? t).palette.primary.main,
            textDecorationThickness: 2,
            textUnderlineOffset: 3,
          },
        })}
      />
      <Stack id="global-overrides-demo" spacing={2} sx={{ maxWidth: 420 }}>
        <TextField label="Email address" type="email" />
        <Stack direction="row" spacing={1}>
          <Button variant="contained">Subscribe</Button>
          <Button variant="outlined">Not now</Button>
        </Stack>
        <Typography variant="body2">
          Questions? See the <a href="https://v6.mui.com/x/introduction/">MUI X documentation</a>.
        </Typography>
      </Stack>
    </ThemeProvider>
  );
}
