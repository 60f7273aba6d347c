import * as React from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { PaletteMode } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD_LENGTH = 8;

interface SignInErrors {
  email?: string;
  password?: string;
}

/** The problems of a sign-in attempt, one message per field; empty when it may be sent. */
function validate(email: string, password: string): SignInErrors {
  const errors: SignInErrors = {};
  if (!email) {
    errors.email = 'Enter your email address.';
  } else if (!EMAIL_PATTERN.test(email)) {
    errors.email = 'Enter a valid email address, like name@example.com.';
  }
  if (!password) {
    errors.password = 'Enter your password.';
  } else if (password.length < MIN_PASSWORD_LENGTH) {
    errors.password = `Your password has at least ${MIN_PASSWORD_LENGTH} characters.`;
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
          primary: { main: paletteMode === 'dark' ? '#8ab4f8' : '#1a56db' },
          background: paletteMode === 'dark' ? { default: '#0f141a', paper: '#161d26' } : {},
        },
        shape: { borderRadius: 10 },
        components: { MuiButton: { defaultProps: { disableElevation: true } } },
      }),
    [paletteMode],
  );
}

export default function SignInTemplate({ mode }: { mode?: PaletteMode }) {
  const theme = useTemplateTheme(mode);
  const [errors, setErrors] = React.useState<SignInErrors>({});
  const [signedInAs, setSignedInAs] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const found = validate(email, password);
    setErrors(found);
    // Replace this with a call to your authentication service.
    setSignedInAs(Object.keys(found).length === 0 ? email : null);
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
        <Container maxWidth="xs">
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
            <Stack alignItems="center" spacing={1} sx={{ mb: 3 }}>
              <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                <LockOutlinedIcon />
              </Avatar>
              <Typography component="h1" variant="h5" fontWeight={600}>
                Sign in
              </Typography>
              <Typography variant="body2" color="text.secondary" textAlign="center">
                Welcome back. Sign in to pick up where you left off.
              </Typography>
            </Stack>
            <Box component="form" noValidate onSubmit={handleSubmit}>
              <Stack spacing={2}>
                <TextField
                  id="sign-in-email"
                  name="email"
                  label="Email address"
                  type="email"
                  autoComplete="email"
                  required
                  fullWidth
                  error={Boolean(errors.email)}
                  helperText={errors.email}
                />
                <TextField
                  id="sign-in-password"
                  name="password"
                  label="Password"
                  type="password"
                  autoComplete="current-password"
                  required
                  fullWidth
                  error={Boolean(errors.password)}
                  helperText={errors.password}
                />
                <Stack
                  direction="row"
                  alignItems="center"
                  justifyContent="space-between"
                  flexWrap="wrap"
                >
                  <FormControlLabel
                    control={<Checkbox name="remember" value="yes" />}
                    label="Remember me"
                  />
                  <Link href="#" variant="body2">
                    Forgot password?
                  </Link>
                </Stack>
                <Button type="submit" variant="contained" size="large" fullWidth>
                  Sign in
                </Button>
                {signedInAs ? (
                  <Alert severity="success" role="status">
                    Signed in as {signedInAs}.
                  </Alert>
                ) : null}
              </Stack>
            </Box>
            <Divider sx={{ my: 3 }} />
            <Typography variant="body2" textAlign="center">
              New here?{' '}
              <Link href="#" fontWeight={600}>
                Create an account
              </Link>
            </Typography>
          </Paper>
          <Typography
            variant="caption"
            component="p"
            color="text.secondary"
            textAlign="center"
            sx={{ mt: 3 }}
          >
            Protected by your company&apos;s sign-in policy.{' '}
            <Link href="#" color="inherit">
              Privacy
            </Link>
          </Typography>
        </Container>
      </Box>
    </ThemeProvider>
  );
}
