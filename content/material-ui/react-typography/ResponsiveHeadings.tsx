import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { ThemeProvider, responsiveFontSizes, useTheme } from '@mui/material/styles';

function Headline() {
  return (
    <Box>
      <Typography variant="h3" component="p">
        Trail report: Lake Louise
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Resize the window: the responsive heading shrinks on narrow screens.
      </Typography>
    </Box>
  );
}

export default function ResponsiveHeadings() {
  const theme = useTheme();
  // A copy of the current theme whose type scale steps down at the sm, md and lg breakpoints.
  const responsiveTheme = React.useMemo(() => responsiveFontSizes(theme), [theme]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="overline" component="p">
        Default theme
      </Typography>
      <Headline />
      <Divider />
      <Typography variant="overline" component="p">
        With responsiveFontSizes
      </Typography>
      <ThemeProvider theme={responsiveTheme}>
        <Headline />
      </ThemeProvider>
    </Box>
  );
}
