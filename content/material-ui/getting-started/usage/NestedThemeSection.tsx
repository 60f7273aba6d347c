import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';

export default function NestedThemeSection() {
  const outerTheme = useTheme();
  // Keep the reader's mode and direction; change only the brand colors and shape.
  const campaignTheme = React.useMemo(
    () =>
      createTheme({
        direction: outerTheme.direction,
        palette: {
          mode: outerTheme.palette.mode,
          primary: { main: outerTheme.palette.mode === 'dark' ? '#80cbc4' : '#00695c' },
        },
        shape: { borderRadius: 16 },
        components: {
          MuiButton: { defaultProps: { disableElevation: true } },
        },
      }),
    [outerTheme.direction, outerTheme.palette.mode],
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <Button variant="contained">Site theme</Button>
        <Button variant="outlined">Site theme</Button>
      </Stack>
      <ThemeProvider theme={campaignTheme}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="p" gutterBottom>
            Spring campaign section
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained">Nested theme</Button>
            <Button variant="outlined">Nested theme</Button>
          </Stack>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
