import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, Theme } from '@mui/material/styles';

// Picks dark text on any palette color where white text would fall below 4.5:1 (WCAG AA).
const accessibleTheme = (outer: Theme) =>
  createTheme({
    direction: outer.direction,
    palette: {
      mode: outer.palette.mode,
      contrastThreshold: 4.5,
      primary: { main: outer.palette.primary.main },
      secondary: { main: outer.palette.secondary.main },
    },
  });

export default function ContrastThreshold() {
  return (
    <ThemeProvider theme={accessibleTheme}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button variant="contained" color="warning">
          Retry payment
        </Button>
        <Button variant="contained" color="info">
          View changelog
        </Button>
        <Button variant="contained" color="error">
          Delete account
        </Button>
      </Stack>
    </ThemeProvider>
  );
}
