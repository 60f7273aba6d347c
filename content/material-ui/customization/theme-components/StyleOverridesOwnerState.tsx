import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  alpha,
  createTheme,
  ThemeProvider,
  type Theme,
  type ThemeOptions,
} from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

// Typed as ThemeOptions['components']: TypeScript checks the names, the props and the callbacks.
const components: ThemeOptions['components'] = {
  MuiButton: {
    styleOverrides: {
      // A plain object: applies to every button.
      root: { textTransform: 'none', fontWeight: 600 },
      // A callback: styles computed from the button's props (its owner state) and the theme.
      contained: ({ ownerState, theme }) => ({
        borderRadius: ownerState.size === 'large' ? 12 : theme.shape.borderRadius * 2,
        boxShadow: 'none',
      }),
      outlined: ({ ownerState, theme }) =>
        ownerState.color === 'error' && {
          borderWidth: 2,
          '&:hover': {
            borderWidth: 2,
            backgroundColor: theme.vars
              ? `rgba(${theme.vars.palette.error.mainChannel} / 0.08)`
              : alpha(theme.palette.error.main, 0.08),
          },
        },
    },
  },
  MuiChip: {
    styleOverrides: {
      root: ({ ownerState, theme }) => ({
        fontWeight: 600,
        ...(ownerState.variant === 'outlined' && {
          borderStyle: 'dashed',
          color: (theme.vars ?? theme).palette.text.secondary,
        }),
      }),
    },
  },
};

const withOverrides = (outerTheme: Theme) => createTheme(outerTheme, { components });

export default function StyleOverridesOwnerState() {
  return (
    <ThemeProvider theme={withOverrides}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
          <Button variant="contained" size="small">
            Small
          </Button>
          <Button variant="contained">Medium</Button>
          <Button variant="contained" size="large">
            Large
          </Button>
          <Button variant="outlined">Outlined</Button>
          <Button variant="outlined" color="error">
            Delete draft
          </Button>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Chip label="Published" color="success" />
          <Chip label="Draft" variant="outlined" />
        </Stack>
      </Stack>
    </ThemeProvider>
  );
}
