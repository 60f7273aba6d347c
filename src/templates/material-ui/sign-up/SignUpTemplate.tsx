import * as React from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { PaletteMode } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD_LENGTH = 8;

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'terms';
type SignUpErrors = Partial<Record<Field, string>>;

interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  terms: boolean;
}

/** The problems of the form, one message per field; empty when the account may be created. */
function validate(values: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {};
  if (!values.firstName) {
    errors.firstName = 'Enter your first name.';
  }
  if (!values.lastName) {
    errors.lastName = 'Enter your last name.';
  }
  if (!values.email) {
    errors.email = 'Enter your email address.';
  } else if (!EMAIL_PATTERN.test(values.email)) {
    errors.email = 'Enter a valid email address, like name@example.com.';
  }
  if (values.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`;
  } else if (!/\d/.test(values.password) || !/[a-z]/i.test(values.password)) {
    errors.password = 'Use both letters and digits in your password.';
  }
  if (!values.terms) {
    errors.terms = 'Accept the terms to create your account.';
  }
  return errors;
}

/** Follows the reader's color scheme unless the host page passes one. */
function useTemplateTheme(mode?: PaletteMode) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const paletteMode = mode ?? (prefersDark ? 'dark' : 'light');
  return React.useMemo(
    () =>
      createTheme({
        palette: {
          mode: paletteMode,
          primary: { main: paletteMode === 'dark' ? '#b39ddb' : '#5e35b1' },
        },
        shape: { borderRadius: 12 },
        typography: { button: { textTransform: 'none', fontWeight: 600 } },
      }),
    [paletteMode],
  );
}

export default function SignUpTemplate({ mode }: { mode?: PaletteMode }) {
  const theme = useTemplateTheme(mode);
  const [errors, setErrors] = React.useState<SignUpErrors>({});
  const [createdFor, setCreatedFor] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: Field) => String(data.get(name) ?? '').trim();
    const values: SignUpValues = {
      firstName: text('firstName'),
      lastName: text('lastName'),
      email: text('email'),
      password: String(data.get('password') ?? ''),
      terms: data.get('terms') === 'yes',
    };
    const found = validate(values);
    setErrors(found);
    // Replace this with a call to your registration service.
    setCreatedFor(Object.keys(found).length === 0 ? values.email : null);
  };

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <Box
        component="main"
        sx={{
          minHeight: '100vh',
          display: 'flex',
          alignItems: 'center',
          py: { xs: 3, sm: 6 },
          bgcolor: 'background.default',
        }}
      >
        <Container maxWidth="sm">
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
            <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
              <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                <PersonAddIcon />
              </Avatar>
              <Typography component="h1" variant="h5" fontWeight={700}>
                Create your account
              </Typography>
            </Stack>
            <Typography color="text.secondary" sx={{ mb: 4 }}>
              Free for 30 days, no card needed. Cancel whenever you like.
            </Typography>
            <Box component="form" noValidate onSubmit={handleSubmit}>
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                  gap: 2.5,
                }}
              >
                <TextField
                  id="sign-up-first-name"
                  name="firstName"
                  label="First name"
                  autoComplete="given-name"
                  required
                  error={Boolean(errors.firstName)}
                  helperText={errors.firstName}
                />
                <TextField
                  id="sign-up-last-name"
                  name="lastName"
                  label="Last name"
                  autoComplete="family-name"
                  required
                  error={Boolean(errors.lastName)}
                  helperText={errors.lastName}
                />
                <TextField
                  id="sign-up-email"
                  name="email"
                  label="Email address"
                  type="email"
                  autoComplete="email"
                  required
                  error={Boolean(errors.email)}
                  helperText={errors.email}
                  sx={{ gridColumn: '1 / -1' }}
                />
                <TextField
                  id="sign-up-password"
                  name="password"
                  label="Password"
                  type="password"
                  autoComplete="new-password"
                  required
                  error={Boolean(errors.password)}
                  helperText={
                    errors.password ??
                    `At least ${MIN_PASSWORD_LENGTH} characters, with letters and digits.`
                  }
                  sx={{ gridColumn: '1 / -1' }}
                />
                <FormControl
                  error={Boolean(errors.terms)}
                  sx={{ gridColumn: '1 / -1' }}
                  variant="standard"
                >
                  <FormControlLabel
                    control={
                      <Checkbox
                        name="terms"
                        value="yes"
                        inputProps={{
                          'aria-describedby': errors.terms ? 'sign-up-terms-error' : undefined,
                        }}
                      />
                    }
                    label="I accept the terms of service and the privacy policy."
                  />
                  {errors.terms ? (
                    <FormHelperText id="sign-up-terms-error">{errors.terms}</FormHelperText>
                  ) : null}
                  <FormControlLabel
                    control={<Checkbox name="updates" value="yes" />}
                    label="Send me product news, about once a month."
                  />
                </FormControl>
              </Box>
              <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
                Create account
              </Button>
              {createdFor ? (
                <Alert severity="success" role="status" sx={{ mt: 2 }}>
                  Account created for {createdFor}. Check your inbox to confirm the address.
                </Alert>
              ) : null}
            </Box>
            <Typography variant="body2" textAlign="center" sx={{ mt: 3 }}>
              Already have an account?{' '}
              <Link href="#" fontWeight={600}>
                Sign in
              </Link>
            </Typography>
          </Paper>
        </Container>
      </Box>
    </ThemeProvider>
  );
}
