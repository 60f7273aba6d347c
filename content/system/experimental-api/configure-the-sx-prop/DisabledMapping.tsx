import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';

export default function DisabledMapping() {
  const outer = useTheme();
  const theme = React.useMemo(
    () =>
      createTheme({
        direction: outer.direction,
        palette: { mode: outer.palette.mode },
        // No themeKey: `color` values go to CSS as written.
        unstable_sxConfig: { color: {} },
      }),
    [outer.direction, outer.palette.mode],
  );

  const sample = {
    color: 'primary.main',
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'divider',
    p: 1.5,
    borderRadius: 1,
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 480 }}>
      <Box sx={sample}>Default config: color: &apos;primary.main&apos; is the primary color.</Box>
      <ThemeProvider theme={theme}>
        <Box sx={sample}>
          With color: {'{}'}, the same value is invalid CSS and the text keeps its inherited color.
        </Box>
      </ThemeProvider>
    </Box>
  );
}
