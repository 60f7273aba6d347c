import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

export default function ThemeAwareBox() {
  return (
    <Box
      sx={{
        // Responsive values: an object keyed by breakpoint.
        p: { xs: 2, sm: 3 },
        typography: { xs: 'body2', sm: 'body1' },
        borderRadius: 1,
        // Palette paths are resolved against the theme.
        color: 'text.primary',
        // A callback receives the theme, for values built from it.
        bgcolor: (theme) =>
          theme.vars
            ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.08)`
            : alpha(theme.palette.primary.main, 0.08),
        borderInlineStart: (theme) => `4px solid ${(theme.vars ?? theme).palette.primary.main}`,
        transition: (theme) => theme.transitions.create('background-color'),
        '&:hover': {
          bgcolor: (theme) =>
            theme.vars
              ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.16)`
              : alpha(theme.palette.primary.main, 0.16),
        },
      }}
    >
      Tip: press Ctrl + K anywhere to open the command palette.
    </Box>
  );
}
