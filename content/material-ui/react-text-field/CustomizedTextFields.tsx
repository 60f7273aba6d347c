import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { outlinedInputClasses } from '@mui/material/OutlinedInput';
import { styled, ThemeProvider, Theme } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

const RoundedField = styled(TextField)(({ theme }) => ({
  [`& .${outlinedInputClasses.root}`]: {
    borderRadius: 24,
    backgroundColor: (theme.vars ?? theme).palette.action.hover,
  },
  [`& .${outlinedInputClasses.notchedOutline}`]: {
    borderColor: 'transparent',
  },
  [`& .${outlinedInputClasses.root}.${outlinedInputClasses.focused} .${outlinedInputClasses.notchedOutline}`]:
    {
      borderColor: (theme.vars ?? theme).palette.secondary.main,
    },
}));

// Every TextField under this provider is small and filled, with rounded corners.
const formTheme = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiTextField: { defaultProps: { variant: 'filled', size: 'small' } },
    MuiFilledInput: {
      styleOverrides: { root: { borderTopLeftRadius: 8, borderTopRightRadius: 8 } },
    },
  },
});

export default function CustomizedTextFields() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 360 }}>
      <RoundedField id="newsletter-email" label="Email for the newsletter" />
      <ThemeProvider theme={formTheme}>
        <Stack direction="row" spacing={2}>
          <TextField id="first-name" label="First name" defaultValue="Ada" />
          <TextField id="last-name" label="Last name" defaultValue="Lovelace" />
        </Stack>
      </ThemeProvider>
      <TextField
        id="promo-code"
        label="Promo code"
        defaultValue="SPRING24"
        sx={{ '& input': { fontFamily: 'monospace', letterSpacing: 2 } }}
      />
    </Stack>
  );
}
