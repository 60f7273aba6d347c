import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';

// Every duration at 0: components that read the theme's durations stop animating.
const instant = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

export default function ReducedMotion() {
  // The reader's system setting is the starting value; the switch overrides it.
  const systemPrefersReduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [override, setOverride] = React.useState<boolean | null>(null);
  const reduced = override ?? systemPrefersReduced;
  // The reader's color scheme and text direction, from the page's theme.
  const { direction, palette } = useTheme();
  const { mode } = palette;

  const theme = React.useMemo(
    () =>
      createTheme({
        direction,
        palette: { mode },
        transitions: reduced ? { duration: instant, getAutoHeightDuration: () => 0 } : {},
      }),
    [direction, mode, reduced],
  );

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch checked={reduced} onChange={(event) => setOverride(event.target.checked)} />
        }
        label="Reduce motion"
      />
      <ThemeProvider theme={theme}>
        <div>
          <Accordion>
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id="shipping-header"
              aria-controls="shipping-content"
            >
              <Typography>Shipping</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="body2">
                Orders leave the warehouse within two working days.
              </Typography>
            </AccordionDetails>
          </Accordion>
          <Accordion>
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id="returns-header"
              aria-controls="returns-content"
            >
              <Typography>Returns</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="body2">
                Return any item within 30 days, free of charge.
              </Typography>
            </AccordionDetails>
          </Accordion>
        </div>
      </ThemeProvider>
    </Stack>
  );
}
