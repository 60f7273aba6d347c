import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme, type ThemeOptions } from '@mui/material/styles';

type BrandName = 'forest' | 'harbour' | 'clay';

// Only what differs from the default theme: createTheme fills in everything else.
// Each color has a light-mode and a dark-mode value, so text keeps its contrast.
const brands: Record<BrandName, (mode: 'light' | 'dark') => ThemeOptions> = {
  forest: (mode) => ({
    palette: {
      mode,
      primary: { main: mode === 'light' ? '#2e7d32' : '#81c784' },
      secondary: { main: mode === 'light' ? '#795548' : '#bcaaa4' },
    },
    shape: { borderRadius: 12 },
  }),
  harbour: (mode) => ({
    palette: {
      mode,
      primary: { main: mode === 'light' ? '#01579b' : '#81d4fa' },
      secondary: { main: mode === 'light' ? '#00796b' : '#80cbc4' },
    },
    shape: { borderRadius: 2 },
    typography: { button: { textTransform: 'none', fontWeight: 600 } },
  }),
  clay: (mode) => ({
    palette: {
      mode,
      primary: { main: mode === 'light' ? '#bf360c' : '#ffab91' },
      secondary: { main: mode === 'light' ? '#5d4037' : '#d7ccc8' },
    },
    shape: { borderRadius: 20 },
    typography: { fontFamily: 'Georgia, "Times New Roman", serif' },
  }),
};

function Showcase() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h6">Order #1042</Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained">Ship now</Button>
        <Button variant="outlined" color="secondary">
          Hold
        </Button>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Chip label="Paid" color="primary" />
        <Chip label="Gift wrap" color="secondary" variant="outlined" />
      </Stack>
      <TextField label="Tracking number" size="small" defaultValue="TRK-5531" />
      <Slider aria-label="Packing progress" defaultValue={60} sx={{ width: 200 }} />
    </Stack>
  );
}

export default function BrandThemes() {
  const [brand, setBrand] = React.useState<BrandName>('forest');
  // The demo keeps the reader's light or dark mode from the surrounding theme.
  // The reader's color scheme and text direction, from the page's theme.
  const { direction, palette } = useTheme();
  const { mode } = palette;
  const theme = React.useMemo(
    () => createTheme({ ...brands[brand](mode), direction }),
    [brand, direction, mode],
  );

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={brand}
        onChange={(_event, value: BrandName | null) => value && setBrand(value)}
        aria-label="Theme"
      >
        <ToggleButton value="forest">Forest</ToggleButton>
        <ToggleButton value="harbour">Harbour</ToggleButton>
        <ToggleButton value="clay">Clay</ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Showcase />
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
