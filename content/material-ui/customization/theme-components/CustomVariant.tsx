import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  alpha,
  createTheme,
  ThemeProvider,
  type Theme,
  type ThemeOptions,
} from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

// Module augmentation: tells TypeScript that Button accepts `variant="dashed"`.
// In an app, put it in the module that creates the theme.
declare module '@mui/material/Button' {
  interface ButtonPropsVariantOverrides {
    dashed: true;
  }
}

// Typed as ThemeOptions['components']: TypeScript checks the names, the props and the callbacks.
const components: ThemeOptions['components'] = {
  MuiButton: {
    variants: [
      {
        // Matches the props the button is rendered with.
        props: { variant: 'dashed' },
        style: ({ theme }) => ({
          border: `2px dashed ${(theme.vars ?? theme).palette.primary.main}`,
          color: (theme.vars ?? theme).palette.primary.main,
          '&:hover': {
            backgroundColor: theme.vars
              ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.08)`
              : alpha(theme.palette.primary.main, 0.08),
          },
        }),
      },
      {
        // Several props at once: only dashed buttons with the error color.
        props: { variant: 'dashed', color: 'error' },
        style: ({ theme }) => ({
          borderColor: (theme.vars ?? theme).palette.error.main,
          color: (theme.vars ?? theme).palette.error.main,
          '&:hover': {
            backgroundColor: theme.vars
              ? `rgba(${theme.vars.palette.error.mainChannel} / 0.08)`
              : alpha(theme.palette.error.main, 0.08),
          },
        }),
      },
      {
        // A function: here, any large button, whatever its variant.
        props: (props) => props.size === 'large',
        style: { letterSpacing: 1 },
      },
    ],
  },
};

const withDashedVariant = (outerTheme: Theme) => createTheme(outerTheme, { components });

export default function CustomVariant() {
  return (
    <ThemeProvider theme={withDashedVariant}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        <Button variant="dashed">Add a section</Button>
        <Button variant="dashed" color="error">
          Remove all sections
        </Button>
        <Button variant="dashed" size="large">
          Add a page
        </Button>
      </Stack>
    </ThemeProvider>
  );
}
