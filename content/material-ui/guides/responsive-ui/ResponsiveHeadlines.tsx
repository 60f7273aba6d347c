import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, responsiveFontSizes, useTheme } from '@mui/material/styles';

export default function ResponsiveHeadlines() {
  const outerTheme = useTheme();
  const [responsive, setResponsive] = React.useState(true);

  const theme = React.useMemo(() => {
    const base = createTheme({
      direction: outerTheme.direction,
      palette: { mode: outerTheme.palette.mode },
    });
    return responsive ? responsiveFontSizes(base, { factor: 3 }) : base;
  }, [outerTheme.direction, outerTheme.palette.mode, responsive]);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch checked={responsive} onChange={(event) => setResponsive(event.target.checked)} />
        }
        label="responsiveFontSizes"
      />
      <ThemeProvider theme={theme}>
        <Typography variant="h3" component="p">
          Quarterly results
        </Typography>
        <Typography variant="h5" component="p">
          Revenue grew 18% on the year
        </Typography>
        <Typography variant="body1" color="text.secondary">
          Resize the window: with the switch on, the headings scale down on narrow screens.
        </Typography>
      </ThemeProvider>
    </Stack>
  );
}
