import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';

const families = {
  Default: '"Roboto", "Helvetica", "Arial", sans-serif',
  'System UI': 'system-ui, -apple-system, "Segoe UI", sans-serif',
  Serif: 'Georgia, "Times New Roman", serif',
  Monospace: 'ui-monospace, Menlo, Consolas, monospace',
};
type FamilyName = keyof typeof families;

const samples = ['h5', 'subtitle1', 'body1', 'body2', 'button', 'caption'] as const;

export default function FontSettings() {
  const [family, setFamily] = React.useState<FamilyName>('Default');
  const [fontSize, setFontSize] = React.useState(14);
  // The reader's color scheme and text direction, from the page's theme.
  const { direction, palette } = useTheme();
  const { mode } = palette;
  const theme = React.useMemo(
    () =>
      createTheme({
        direction,
        palette: { mode },
        typography: { fontFamily: families[family], fontSize },
      }),
    [direction, mode, family, fontSize],
  );

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Stack spacing={2} sx={{ minWidth: 200 }}>
        <FormControl size="small">
          <InputLabel id="font-family-label">Font family</InputLabel>
          <Select
            labelId="font-family-label"
            label="Font family"
            value={family}
            onChange={(event) => setFamily(event.target.value as FamilyName)}
          >
            {Object.keys(families).map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <div>
          <Typography id="font-size-label" variant="body2">
            typography.fontSize: {fontSize}
          </Typography>
          <Slider
            aria-labelledby="font-size-label"
            min={10}
            max={20}
            value={fontSize}
            onChange={(_event, value) => setFontSize(value as number)}
          />
        </div>
      </Stack>
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" sx={{ p: 2, flexGrow: 1 }}>
          {samples.map((variant) => (
            <Typography key={variant} variant={variant} component="p" gutterBottom>
              {variant}: {String(theme.typography[variant].fontSize)}
            </Typography>
          ))}
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
