import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';

type Preference = 'system' | 'light' | 'dark';

export default function SystemPreference() {
  // True when the operating system or browser asks for a dark color scheme.
  // It updates live when that setting changes.
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const [preference, setPreference] = React.useState<Preference>('system');
  // The reader's text direction, from the page's theme.
  const { direction } = useTheme();
  const mode = preference === 'system' ? (prefersDark ? 'dark' : 'light') : preference;
  const theme = React.useMemo(
    () => createTheme({ direction, palette: { mode } }),
    [direction, mode],
  );

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={preference}
        onChange={(_event, value: Preference | null) => value && setPreference(value)}
        aria-label="Color scheme"
      >
        <ToggleButton value="system">System</ToggleButton>
        <ToggleButton value="light">Light</ToggleButton>
        <ToggleButton value="dark">Dark</ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" sx={{ p: 2, bgcolor: 'background.default' }}>
          <Typography variant="body2" gutterBottom>
            Your system prefers a {prefersDark ? 'dark' : 'light'} color scheme.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Chip label={`Preference: ${preference}`} />
            <Chip label={`Mode in use: ${mode}`} color="primary" />
          </Box>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
