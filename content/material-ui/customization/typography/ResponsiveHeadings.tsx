import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, responsiveFontSizes, ThemeProvider, useTheme } from '@mui/material/styles';

export default function ResponsiveHeadings() {
  const [factor, setFactor] = React.useState(2);
  // The reader's color scheme and text direction, from the page's theme.
  const { direction, palette } = useTheme();
  const { mode } = palette;
  const theme = React.useMemo(
    () => responsiveFontSizes(createTheme({ direction, palette: { mode } }), { factor }),
    [direction, mode, factor],
  );
  // responsiveFontSizes adds one media query per breakpoint to each variant.
  const h3 = theme.typography.h3 as Record<string, unknown>;
  const rules = Object.entries(h3).filter(([key]) => key.startsWith('@media'));

  return (
    <Stack spacing={2}>
      <Box sx={{ maxWidth: 320 }}>
        <Typography id="factor-label" variant="body2">
          factor: {factor} (larger shrinks more on small screens)
        </Typography>
        <Slider
          aria-labelledby="factor-label"
          min={1}
          max={4}
          step={0.5}
          marks
          value={factor}
          onChange={(_event, value) => setFactor(value as number)}
        />
      </Box>
      <ThemeProvider theme={theme}>
        <Typography variant="h3" component="p">
          Harbour lights
        </Typography>
      </ThemeProvider>
      <Box component="ul" sx={{ m: 0, pl: 3, typography: 'body2', fontFamily: 'monospace' }}>
        <li>h3 base: {String(h3.fontSize)}</li>
        {rules.map(([query, style]) => (
          <li key={query}>
            {query}: {String((style as { fontSize: string }).fontSize)}
          </li>
        ))}
      </Box>
    </Stack>
  );
}
