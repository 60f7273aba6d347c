import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';

export default function ColorGenerator() {
  const [main, setMain] = React.useState('#7b1fa2');
  const [tonalOffset, setTonalOffset] = React.useState(0.2);
  const [contrastThreshold, setContrastThreshold] = React.useState(3);
  // The reader's color scheme and text direction, from the page's theme.
  const { direction, palette } = useTheme();
  const { mode } = palette;

  // Only `main` is given: createTheme computes light, dark and contrastText.
  const theme = React.useMemo(
    () =>
      createTheme({
        direction,
        palette: { mode, primary: { main }, tonalOffset, contrastThreshold },
      }),
    [direction, mode, main, tonalOffset, contrastThreshold],
  );
  const { primary } = theme.palette;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Stack spacing={1.5} sx={{ minWidth: 220 }}>
        <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <input type="color" value={main} onChange={(event) => setMain(event.target.value)} />
          <Typography variant="body2">primary.main {main}</Typography>
        </Box>
        <div>
          <Typography id="tonal-offset-label" variant="body2">
            tonalOffset: {tonalOffset}
          </Typography>
          <Slider
            aria-labelledby="tonal-offset-label"
            min={0}
            max={0.5}
            step={0.05}
            value={tonalOffset}
            onChange={(_event, value) => setTonalOffset(value as number)}
          />
        </div>
        <div>
          <Typography id="contrast-threshold-label" variant="body2">
            contrastThreshold: {contrastThreshold}
          </Typography>
          <Slider
            aria-labelledby="contrast-threshold-label"
            min={1}
            max={7}
            step={0.5}
            value={contrastThreshold}
            onChange={(_event, value) => setContrastThreshold(value as number)}
          />
        </div>
      </Stack>
      <ThemeProvider theme={theme}>
        <Stack spacing={1} sx={{ flexGrow: 1 }}>
          {(['light', 'main', 'dark'] as const).map((tone) => (
            <Box
              key={tone}
              sx={{ p: 1.5, borderRadius: 1, bgcolor: primary[tone], color: primary.contrastText }}
            >
              <Typography variant="body2">
                {tone}: {primary[tone]}
              </Typography>
            </Box>
          ))}
          <Typography variant="caption" color="text.secondary">
            contrastText: {primary.contrastText}
          </Typography>
          <Box>
            <Button variant="contained">Contained button</Button>
          </Box>
        </Stack>
      </ThemeProvider>
    </Stack>
  );
}
