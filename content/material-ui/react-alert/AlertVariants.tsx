import * as React from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, getContrastRatio, ThemeProvider, type Theme } from '@mui/material/styles';

const variants = ['standard', 'outlined', 'filled'] as const;

// Filled alerts on the `dark` shade, with black or white text, whichever contrasts more:
// at least 4.5:1 for every severity in both modes of the default palette.
const withReadableFilledAlerts = (outerTheme: Theme) =>
  createTheme(outerTheme, {
    components: {
      MuiAlert: {
        styleOverrides: {
          filled: ({
            ownerState,
            theme,
          }: {
            ownerState: { color?: string; severity?: AlertColor };
            theme: Theme;
          }) => {
            const key = (ownerState.color ?? ownerState.severity ?? 'success') as AlertColor;
            const background = theme.palette[key].dark;
            const onWhite = getContrastRatio('#fff', background);
            const onBlack = getContrastRatio('#000', background);
            return { backgroundColor: background, color: onWhite >= onBlack ? '#fff' : '#000' };
          },
        },
      },
    },
  });

export default function AlertVariants() {
  return (
    <ThemeProvider theme={withReadableFilledAlerts}>
      <Grid container spacing={2}>
        {variants.map((variant) => (
          <Grid item xs={12} md={4} key={variant}>
            <Typography variant="overline" component="h3">
              variant=&quot;{variant}&quot;
            </Typography>
            <Stack spacing={1}>
              <Alert variant={variant} severity="success">
                Backup complete
              </Alert>
              <Alert variant={variant} severity="info">
                Maintenance on Sunday
              </Alert>
              <Alert variant={variant} severity="warning">
                Storage 90% full
              </Alert>
              <Alert variant={variant} severity="error">
                Sync failed
              </Alert>
            </Stack>
          </Grid>
        ))}
      </Grid>
    </ThemeProvider>
  );
}
