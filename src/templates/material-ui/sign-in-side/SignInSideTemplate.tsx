import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CssBaseline from '@mui/material/CssBaseline';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, createTheme, ThemeProvider } from '@mui/material/styles';
import type { PaletteMode } from '@mui/material';
import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import CloudSyncIcon from '@mui/icons-material/CloudSyncOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import HubIcon from '@mui/icons-material/Hub';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD_LENGTH = 8;

const HIGHLIGHTS = [
  {
    icon: <AutoGraphIcon />,
    title: 'Reports that update themselves',
    text: 'Numbers refresh as your data changes, with no export to redo.',
  },
  {
    icon: <GroupsIcon />,
    title: 'Built for teams',
    text: 'Share boards, leave comments and hand work over in one place.',
  },
  {
    icon: <CloudSyncIcon />,
    title: 'Works where you work',
    text: 'The same workspace on your laptop, your tablet and your phone.',
  },
];

interface SignInErrors {
  email?: string;
  password?: string;
}

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
          primary: { main: paletteMode === 'dark' ? '#80cbc4' : '#00695c' },
        },
        shape: { borderRadius: 8 },
        typography: { button: { textTransform: 'none', fontWeight: 600 } },
      }),
    [paletteMode],
  );
}

function ProductPanel() {
  return (
    <Box
      component="aside"
      aria-label="About Northwind"
      sx={(theme) => ({
        color: '#fff',
        px: { xs: 3, sm: 6 },
        py: { xs: 4, md: 8 },
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 4,
        background: `radial-gradient(circle at 20% 20%, ${alpha('#4db6ac', 0.55)}, transparent 55%),
          radial-gradient(circle at 80% 90%, ${alpha('#1de9b6', 0.3)}, transparent 50%),
          linear-gradient(160deg, #004d40, ${theme.palette.mode === 'dark' ? '#061412' : '#00251f'})`,
      })}
    >
      <Stack direction="row" alignItems="center" spacing={1}>
        <HubIcon />
        <Typography variant="h6" component="p" fontWeight={700}>
          Northwind
        </Typography>
      </Stack>
      <Typography variant="h4" component="p" fontWeight={700} sx={{ maxWidth: 420 }}>
        Everything your team knows, in one workspace.
      </Typography>
      <Stack component="ul" spacing={3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {HIGHLIGHTS.map((item) => (
          <Stack component="li" key={item.title} direction="row" spacing={2}>
            <Box sx={{ mt: 0.25 }}>{item.icon}</Box>
            <div>
              <Typography fontWeight={600}>{item.title}</Typography>
              <Typography variant="body2" sx={{ opacity: 0.9 }}>
                {item.text}
              </Typography>
            </div>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

export default function SignInSideTemplate({ mode }: { mode?: PaletteMode }) {
  const theme = useTemplateTheme(mode);
  const [errors, setErrors] = React.useState<SignInErrors>({});
  const [signedInAs, setSignedInAs] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const found = validate(email, String(data.get('password') ?? ''));
    setErrors(found);
    // Replace this with a call to your authentication service.
    setSignedInAs(Object.keys(found).length === 0 ? email : null);
  };

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <Box
        sx={{
          minHeight: '100vh',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' },
          bgcolor: 'background.default',
        }}
      >
        <Box
          component="main"
          sx={{
            order: { xs: 0, md: 1 },
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            px: { xs: 3, sm: 6 },
            py: { xs: 5, md: 8 },
          }}
        >
          <Box sx={{ width: '100%', maxWidth: 400 }}>
            <Typography component="h1" variant="h4" fontWeight={700} gutterBottom>
              Sign in
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 4 }}>
              Don&apos;t have an account?{' '}
              <Link href="#" fontWeight={600}>
                Start a free trial
              </Link>
            </Typography>
            <Box component="form" noValidate onSubmit={handleSubmit}>
              <Stack spacing={2.5}>
                <TextField
                  id="sign-in-side-email"
                  name="email"
                  label="Work email"
                  type="email"
                  autoComplete="email"
                  required
                  fullWidth
                  error={Boolean(errors.email)}
                  helperText={errors.email}
                />
                <TextField
                  id="sign-in-side-password"
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
                    label="Keep me signed in"
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
          </Box>
        </Box>
        <ProductPanel />
      </Box>
    </ThemeProvider>
  );
}
