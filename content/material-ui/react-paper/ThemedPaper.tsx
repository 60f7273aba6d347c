import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

// Every Paper under this provider: larger corners, and a softer border when outlined.
const withPaperOverrides = (outerTheme: Theme) =>
  createTheme(outerTheme, {
    components: {
      MuiPaper: {
        styleOverrides: {
          rounded: { borderRadius: 12 },
          outlined: ({ theme }: { theme: Theme }) => ({
            borderStyle: 'dashed',
            borderColor: (theme.vars ?? theme).palette.primary.main,
          }),
        },
      },
    },
  });

export default function ThemedPaper() {
  return (
    <ThemeProvider theme={withPaperOverrides}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Paper sx={{ p: 2, flex: 1 }}>
          <Typography variant="body2">Upcoming: dentist, Tuesday 9:30</Typography>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
          <Typography variant="body2">Drop files here to attach them</Typography>
        </Paper>
      </Stack>
    </ThemeProvider>
  );
}
