import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs from 'dayjs';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';

// The context carries the function that flips the mode, so any component below
// the provider can offer the switch, however deep it sits.
const ColorModeContext = React.createContext<{ toggleColorMode: () => void }>({
  toggleColorMode: () => {},
});

function ModeButton() {
  const theme = useTheme();
  const { toggleColorMode } = React.useContext(ColorModeContext);
  const next = theme.palette.mode === 'dark' ? 'light' : 'dark';
  return (
    <Tooltip title={`Switch to ${next} mode`}>
      <IconButton color="inherit" onClick={toggleColorMode} aria-label={`Switch to ${next} mode`}>
        {theme.palette.mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}

function BookingScreen() {
  return (
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary', borderRadius: 1 }}>
      <AppBar position="static" color="primary" enableColorOnDark>
        <Toolbar variant="dense">
          <Typography variant="subtitle1" sx={{ flexGrow: 1 }}>
            Room booking
          </Typography>
          <ModeButton />
        </Toolbar>
      </AppBar>
      <DateCalendar defaultValue={dayjs('2024-05-14')} />
    </Box>
  );
}

export default function ColorModeContextDemo() {
  const [mode, setMode] = React.useState<'light' | 'dark'>('light');
  // The reader's text direction, from the page's theme.
  const { direction } = useTheme();
  const colorMode = React.useMemo(
    () => ({
      toggleColorMode: () => setMode((previous) => (previous === 'light' ? 'dark' : 'light')),
    }),
    [],
  );
  const theme = React.useMemo(
    () => createTheme({ direction, palette: { mode } }),
    [direction, mode],
  );

  return (
    <ColorModeContext.Provider value={colorMode}>
      <ThemeProvider theme={theme}>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 360 }}>
            <BookingScreen />
          </Box>
        </LocalizationProvider>
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}
