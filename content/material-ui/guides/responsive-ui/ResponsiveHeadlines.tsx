import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ThemeProvider, responsiveFontSizes, useTheme } from '@mui/material/styles';

export default function ResponsiveHeadlines() {
  const outerTheme = useTheme();
  const [responsive, setResponsive] = React.useState(true);

  // The page's theme, its headline sizes made responsive or left as they are.
  const theme = React.useMemo(
    () => (responsive ? responsiveFontSizes(outerTheme, { factor: 3 }) : outerTheme),
    [outerTheme, responsive],
  );

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
