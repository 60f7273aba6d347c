import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createTheme, type Breakpoint, type Theme } from '@mui/material/styles';

const defaultTheme = createTheme();
// The same five keys with other widths: a theme for a tablet-first product.
const tabletTheme = createTheme({
  breakpoints: { values: { xs: 0, sm: 480, md: 768, lg: 1024, xl: 1440 } },
});

// The name of the breakpoint the window is in, for a given theme.
function useBreakpointName(theme: Theme): Breakpoint {
  const sm = useMediaQuery(theme.breakpoints.up('sm'));
  const md = useMediaQuery(theme.breakpoints.up('md'));
  const lg = useMediaQuery(theme.breakpoints.up('lg'));
  const xl = useMediaQuery(theme.breakpoints.up('xl'));
  if (xl) return 'xl';
  if (lg) return 'lg';
  if (md) return 'md';
  return sm ? 'sm' : 'xs';
}

function Row({ title, theme }: { title: string; theme: Theme }) {
  const name = useBreakpointName(theme);
  const { values } = theme.breakpoints;
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2">
        {title}: the window is in <strong>{name}</strong>
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {theme.breakpoints.keys.map((key) => `${key} ${values[key]}`).join(' · ')}
      </Typography>
    </Stack>
  );
}

export default function CustomBreakpointValues() {
  return (
    <Stack spacing={2}>
      <Row title="Default values" theme={defaultTheme} />
      <Row title="Custom values" theme={tabletTheme} />
    </Stack>
  );
}
