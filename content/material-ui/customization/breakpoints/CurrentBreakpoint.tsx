import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Breakpoint } from '@mui/material/styles';

function BreakpointChip({ name }: { name: Breakpoint }) {
  const theme = useTheme();
  // `only` matches from this breakpoint up to, not including, the next one.
  const active = useMediaQuery(theme.breakpoints.only(name));
  return (
    <Chip
      label={`${name} ≥ ${theme.breakpoints.values[name]}px`}
      color={active ? 'primary' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      aria-current={active ? 'true' : undefined}
    />
  );
}

export default function CurrentBreakpoint() {
  const theme = useTheme();
  const queries = [`up('md')`, `down('md')`, `between('sm', 'lg')`, `only('xl')`, `not('xs')`];
  const results = [
    theme.breakpoints.up('md'),
    theme.breakpoints.down('md'),
    theme.breakpoints.between('sm', 'lg'),
    theme.breakpoints.only('xl'),
    theme.breakpoints.not('xs'),
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="body2">Resize the window: the active breakpoint is filled.</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {theme.breakpoints.keys.map((key) => (
          <BreakpointChip key={key} name={key} />
        ))}
      </Stack>
      <Box component="ul" sx={{ m: 0, pl: 3, typography: 'body2', fontFamily: 'monospace' }}>
        {queries.map((query, index) => (
          <li key={query}>
            breakpoints.{query} → {results[index]}
          </li>
        ))}
      </Box>
    </Stack>
  );
}
