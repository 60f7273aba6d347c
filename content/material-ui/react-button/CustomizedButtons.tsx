import Button, { buttonClasses } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled, ThemeProvider, alpha, Theme } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

const PillButton = styled(Button)(({ theme }) => ({
  borderRadius: 999,
  paddingInline: theme.spacing(3),
  textTransform: 'none',
  fontWeight: 600,
  [`&.${buttonClasses.outlined}`]: {
    borderWidth: 2,
    '&:hover': { borderWidth: 2 },
  },
  [`&.${buttonClasses.focusVisible}`]: {
    boxShadow: theme.vars
      ? `0 0 0 3px rgba(${theme.vars.palette.primary.mainChannel} / 0.4)`
      : `0 0 0 3px ${alpha(theme.palette.primary.main, 0.4)}`,
  },
}));

// Every Button below this provider gets these defaults and styles.
const compactTheme = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiButton: {
      defaultProps: { disableElevation: true, size: 'small' },
      styleOverrides: {
        root: { textTransform: 'none', borderRadius: 6 },
      },
    },
  },
});

export default function CustomizedButtons() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Stack direction="row" spacing={2}>
        <PillButton variant="contained">Start free trial</PillButton>
        <PillButton variant="outlined">Book a demo</PillButton>
      </Stack>
      <ThemeProvider theme={compactTheme}>
        <Stack direction="row" spacing={2}>
          <Button variant="contained">Apply filters</Button>
          <Button variant="outlined">Reset</Button>
        </Stack>
      </ThemeProvider>
      <Button
        variant="contained"
        color="success"
        sx={{ minWidth: 160, boxShadow: 0, '&:hover': { boxShadow: 2 } }}
      >
        Checkout
      </Button>
    </Stack>
  );
}
