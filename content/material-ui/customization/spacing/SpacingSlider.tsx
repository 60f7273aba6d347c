import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';

export default function SpacingSlider() {
  const [unit, setUnit] = React.useState(8);
  // The reader's color scheme and text direction, from the page's theme.
  const { direction, palette } = useTheme();
  const { mode } = palette;
  const theme = React.useMemo(
    () => createTheme({ direction, palette: { mode }, spacing: unit }),
    [direction, mode, unit],
  );

  return (
    <Stack spacing={2}>
      <Box sx={{ maxWidth: 320 }}>
        <Typography id="spacing-unit-label" variant="body2">
          spacing: {unit} (theme.spacing(2) = {theme.spacing(2)})
        </Typography>
        <Slider
          aria-labelledby="spacing-unit-label"
          min={2}
          max={12}
          marks
          value={unit}
          onChange={(_event, value) => setUnit(value as number)}
        />
      </Box>
      <ThemeProvider theme={theme}>
        {/* Everything below is written in spacing units: p={2}, gap={1}, mt={1}. */}
        <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography variant="subtitle2">Newsletter</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Padding, gaps and margins here are written in spacing units.
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button variant="contained" size="small">
              Subscribe
            </Button>
            <Button size="small">Later</Button>
          </Stack>
        </Box>
      </ThemeProvider>
    </Stack>
  );
}
