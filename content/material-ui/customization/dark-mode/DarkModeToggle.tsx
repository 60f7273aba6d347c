import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';

export default function DarkModeToggle() {
  const [mode, setMode] = React.useState<'light' | 'dark'>('light');
  // The reader's text direction, from the page's theme.
  const { direction } = useTheme();
  // One option turns the whole palette dark: backgrounds, text, dividers and defaults.
  const theme = React.useMemo(
    () => createTheme({ direction, palette: { mode } }),
    [direction, mode],
  );

  return (
    <ThemeProvider theme={theme}>
      <Paper
        variant="outlined"
        data-mode={mode}
        sx={{ p: 2, bgcolor: 'background.default', color: 'text.primary' }}
      >
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <FormControlLabel
            control={
              <Switch
                checked={mode === 'dark'}
                onChange={(event) => setMode(event.target.checked ? 'dark' : 'light')}
              />
            }
            label="Dark mode"
          />
          <Typography variant="body2">
            background.default is {theme.palette.background.default}, text.primary is{' '}
            {theme.palette.text.primary}.
          </Typography>
          <TextField label="Display name" size="small" defaultValue="Ada" />
          <Stack direction="row" spacing={1}>
            <Button variant="contained">Save</Button>
            <Button>Cancel</Button>
          </Stack>
          <Alert severity="info">Changes apply to this preview only.</Alert>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
