import * as React from 'react';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

// Styles for HTML you do not write yourself (from a CMS or markdown), scoped to one element.
const withArticleStyles = (outerTheme: Theme) =>
  createTheme(outerTheme, {
    components: {
      MuiScopedCssBaseline: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            padding: theme.spacing(2),
            backgroundColor: (theme.vars ?? theme).palette.background.paper,
            '& h3': { ...theme.typography.h6, margin: theme.spacing(0, 0, 1) },
            '& p': { margin: theme.spacing(0, 0, 1.5) },
            '& a': { color: (theme.vars ?? theme).palette.primary.main, textUnderlineOffset: 3 },
            '& code': {
              fontFamily: 'monospace',
              padding: '0 4px',
              borderRadius: 4,
              backgroundColor: (theme.vars ?? theme).palette.action.hover,
            },
          }),
        },
      },
    },
  });

export default function ScopedArticleStyles() {
  return (
    <ThemeProvider theme={withArticleStyles}>
      <ScopedCssBaseline component="article" aria-labelledby="release-title">
        <h3 id="release-title">Release 2.4</h3>
        <p>
          The <code>export</code> command now writes <strong>CSV and Excel</strong> files. Read the{' '}
          <a href="#release-title">upgrade notes</a> before you update.
        </p>
      </ScopedCssBaseline>
    </ThemeProvider>
  );
}
