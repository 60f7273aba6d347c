import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme, type Theme } from '@mui/material/styles';

function Section({ title }: { title: string }) {
  const theme = useTheme();
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="contained">Primary</Button>
        <Button variant="contained" color="secondary">
          Secondary
        </Button>
      </Stack>
      <Typography variant="caption" component="p" color="text.secondary">
        primary.main is {theme.palette.primary.main}, secondary.main is{' '}
        {theme.palette.secondary.main}
      </Typography>
    </Box>
  );
}

// The inner theme is a function of the outer one: it keeps the outer theme
// (mode, direction, typography…) and replaces only the secondary color.
function dangerZoneTheme(outer: Theme): Theme {
  return createTheme({
    direction: outer.direction,
    shape: outer.shape,
    typography: { fontFamily: outer.typography.fontFamily },
    palette: {
      mode: outer.palette.mode,
      primary: { main: outer.palette.primary.main },
      secondary: { main: outer.palette.mode === 'dark' ? '#ef9a9a' : '#c62828' },
    },
  });
}

export default function NestedThemes() {
  return (
    <Stack spacing={2}>
      <Section title="Outer theme (the page's demo theme)" />
      <ThemeProvider theme={dangerZoneTheme}>
        <Section title="Nested theme: red secondary color" />
      </ThemeProvider>
    </Stack>
  );
}
