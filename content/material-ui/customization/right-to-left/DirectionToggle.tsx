import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';

type Direction = 'ltr' | 'rtl';

export default function DirectionToggle() {
  const [direction, setDirection] = React.useState<Direction>('rtl');
  // Two Emotion caches: the right-to-left one runs every rule through stylis-plugin-rtl,
  // which mirrors margins, paddings, borders, positions and text alignment.
  const [caches] = React.useState(() => ({
    ltr: createCache({ key: 'direction-demo-ltr' }),
    rtl: createCache({ key: 'direction-demo-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
  }));
  // The theme's direction drives what JavaScript decides: slider keys, popper and menu
  // placement, pagination arrows, the grid's scrolling.
  const withDirection = React.useCallback(
    (outerTheme: Theme) => createTheme(outerTheme, { direction }),
    [direction],
  );

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={direction}
        onChange={(_event, value: Direction | null) => value && setDirection(value)}
        aria-label="Direction of the example form"
      >
        <ToggleButton value="ltr">Left to right</ToggleButton>
        <ToggleButton value="rtl">Right to left</ToggleButton>
      </ToggleButtonGroup>
      <CacheProvider value={caches[direction]}>
        <ThemeProvider theme={withDirection}>
          {/* The dir attribute sets the text direction and the order of inline and flex content. */}
          <Box dir={direction} sx={{ maxWidth: 420 }}>
            <Stack spacing={2}>
              <TextField
                label="Search products"
                size="small"
                InputProps={{
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon />
                    </InputAdornment>
                  ),
                }}
              />
              <Box sx={{ px: 1 }}>
                <Typography id="direction-demo-price" variant="body2" gutterBottom>
                  Maximum price
                </Typography>
                <Slider
                  defaultValue={60}
                  valueLabelDisplay="auto"
                  aria-labelledby="direction-demo-price"
                />
              </Box>
              <Box sx={{ textAlign: 'left', pl: 2, borderLeft: 4, borderColor: 'primary.main' }}>
                <Typography variant="body2">
                  Written with paddingLeft and borderLeft, mirrored by the plugin
                </Typography>
              </Box>
              <Stack direction="row" spacing={1}>
                <Button variant="contained">Apply</Button>
                <Button>Reset</Button>
              </Stack>
            </Stack>
          </Box>
        </ThemeProvider>
      </CacheProvider>
    </Stack>
  );
}
