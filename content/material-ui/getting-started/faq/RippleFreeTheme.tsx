import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ThemeProvider, createTheme, useTheme, type Theme } from '@mui/material/styles';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import type {} from '@mui/material/themeCssVarsAugmentation';

export default function RippleFreeTheme() {
  const outerTheme = useTheme();
  const [ripple, setRipple] = React.useState(false);

  const theme = React.useMemo(
    () =>
      // Built on the page's theme, so the mode, direction and colors stay the page's.
      createTheme(outerTheme, {
        components: {
          MuiButtonBase: {
            defaultProps: { disableRipple: !ripple },
            styleOverrides: {
              root: ({ theme: t }: { theme: Theme }) => ({
                // Without a ripple, keyboard focus needs its own visible style.
                '&.Mui-focusVisible': {
                  outline: `2px solid ${(t.vars ?? t).palette.primary.main}`,
                  outlineOffset: 2,
                },
              }),
            },
          },
        },
      }),
    [outerTheme, ripple],
  );

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={ripple} onChange={(event) => setRipple(event.target.checked)} />}
        label="Ripple effect"
      />
      <ThemeProvider theme={theme}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Button variant="contained">Check out</Button>
          <Button variant="outlined">Continue shopping</Button>
          <Chip label="Free returns" onClick={() => {}} />
          <IconButton aria-label="Add to wishlist">
            <FavoriteBorderIcon />
          </IconButton>
        </Stack>
      </ThemeProvider>
    </Stack>
  );
}
