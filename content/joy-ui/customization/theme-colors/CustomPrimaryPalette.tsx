import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { extendTheme, useTheme, type Theme } from '@mui/joy/styles';

// A green primary scale. Joy UI derives every variant token (solidBg, softColor,
// outlinedBorder…) from the shades, so the shades are all you need to give.
const forest = {
  50: '#F0FAF4',
  100: '#DCF3E4',
  200: '#B6E5C8',
  300: '#84D0A4',
  400: '#3E9E6C',
  500: '#1F7A4D',
  600: '#186340',
  700: '#134F33',
  800: '#0E3A26',
  900: '#082416',
};

const forestTheme = extendTheme({
  colorSchemes: {
    light: { palette: { primary: forest } },
    dark: { palette: { primary: forest } },
  },
});

/**
 * Applies a theme's CSS variables to one element. In an app you pass the theme to
 * the root CssVarsProvider instead, which writes the same variables on :root.
 */
function ThemeVariables({ theme, children }: { theme: Theme; children: React.ReactNode }) {
  const pageTheme = useTheme();
  return (
    <Box
      sx={{
        ...theme.generateCssVars('light').css,
        [pageTheme.getColorSchemeSelector('dark')]: theme.generateCssVars('dark').css,
        flex: '1 1 260px',
      }}
    >
      {children}
    </Box>
  );
}

function Preview({ title }: { title: string }) {
  const [alerts, setAlerts] = React.useState(true);
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', display: 'grid', gap: 1.5 }}>
      <Typography level="title-md">{title}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button>Publish</Button>
        <Button variant="soft">Preview</Button>
        <Button variant="outlined">Schedule</Button>
      </Box>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={
          <Switch checked={alerts} onChange={(event) => setAlerts(event.target.checked)} />
        }
      >
        Email me when readers comment
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Chip color="primary" variant="soft">
          Draft
        </Chip>
        <Chip color="primary" variant="outlined">
          4 min read
        </Chip>
      </Box>
      <Alert color="primary" variant="soft" size="sm">
        Your post goes live on Monday at 9:00.
      </Alert>
    </Sheet>
  );
}

export default function CustomPrimaryPalette() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box sx={{ flex: '1 1 260px' }}>
        <Preview title="Default primary" />
      </Box>
      <ThemeVariables theme={forestTheme}>
        <Preview title="Custom primary scale" />
      </ThemeVariables>
    </Box>
  );
}
