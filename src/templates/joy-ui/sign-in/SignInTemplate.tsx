import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ForestRoundedIcon from '@mui/icons-material/ForestRounded';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import KeyRoundedIcon from '@mui/icons-material/KeyRounded';
import VisibilityOffRoundedIcon from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD_LENGTH = 8;

interface SignInErrors {
  email?: string;
  password?: string;
}

/** One message per field that stops the form from being sent; empty when it may be sent. */
function checkSignIn(email: string, password: string): SignInErrors {
  const errors: SignInErrors = {};
  if (email === '') {
    errors.email = 'Enter the email address of your shop account.';
  } else if (!EMAIL_PATTERN.test(email)) {
    errors.email = 'This does not look like an email address: check for a missing @ or dot.';
  }
  if (password === '') {
    errors.password = 'Enter your password.';
  } else if (password.length < MIN_PASSWORD_LENGTH) {
    errors.password = `Passwords on Harbor & Pine have ${MIN_PASSWORD_LENGTH} characters or more.`;
  }
  return errors;
}

const HIGHLIGHTS = [
  'Orders from every sales channel in one list',
  'Stock counts that update as parcels ship',
  'Payouts every Tuesday, with no monthly fee',
];

/** The product panel beside the form: hidden on phones, where the form comes first. */
function ProductPanel() {
  return (
    <Sheet
      variant="solid"
      color="primary"
      invertedColors
      component="aside"
      aria-labelledby="sign-in-panel-title"
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 3,
        p: 6,
        background: (theme) =>
          `linear-gradient(160deg, ${theme.vars.palette.primary[700]}, ${theme.vars.palette.primary[900]})`,
      }}
    >
      <Typography id="sign-in-panel-title" level="h2">
        Run your shop from one place
      </Typography>
      <Typography level="body-lg">
        Harbor &amp; Pine Studio keeps your catalogue, orders and customers together, so you spend
        your evenings making things, not copying numbers between spreadsheets.
      </Typography>
      <List sx={{ '--ListItemDecorator-size': '36px' }}>
        {HIGHLIGHTS.map((highlight) => (
          <ListItem key={highlight}>
            <ListItemDecorator>
              <CheckCircleRoundedIcon />
            </ListItemDecorator>
            {highlight}
          </ListItem>
        ))}
      </List>
      <Sheet variant="soft" sx={{ p: 2.5, borderRadius: 'md' }}>
        <Typography level="body-md" component="blockquote" sx={{ m: 0 }}>
          “We moved our ceramics studio over in a weekend and cut our packing time in half.”
        </Typography>
        <Typography level="body-sm" sx={{ mt: 1 }}>
          Maren Okafor, Clay &amp; Current
        </Typography>
      </Sheet>
    </Sheet>
  );
}

export default function SignInTemplate() {
  const [errors, setErrors] = React.useState<SignInErrors>({});
  const [showPassword, setShowPassword] = React.useState(false);
  const [signedInAs, setSignedInAs] = React.useState<string | null>(null);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const passwordRef = React.useRef<HTMLInputElement>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const found = checkSignIn(email, password);
    setErrors(found);
    if (found.email) {
      emailRef.current?.focus();
    } else if (found.password) {
      passwordRef.current?.focus();
    }
    // Send the credentials to your authentication service here.
    setSignedInAs(Object.keys(found).length === 0 ? email : null);
  };

  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <Stack sx={{ px: { xs: 2, sm: 6 }, py: 3, gap: 4 }}>
        <Box
          component="header"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.plainColor' }}
        >
          <ForestRoundedIcon />
          <Typography level="title-lg" component="p">
            Harbor &amp; Pine Studio
          </Typography>
        </Box>
        <Box
          component="main"
          sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          <Stack sx={{ width: '100%', maxWidth: 400, gap: 3 }}>
            <Stack sx={{ gap: 1 }}>
              <Typography level="h1" sx={{ fontSize: { xs: 'xl3', sm: 'xl4' } }}>
                Welcome back
              </Typography>
              <Typography level="body-md">
                New to Harbor &amp; Pine?{' '}
                <Link href="#" level="title-sm">
                  Open a shop account
                </Link>
              </Typography>
            </Stack>
            {signedInAs ? (
              <Alert
                color="success"
                variant="soft"
                role="status"
                startDecorator={<KeyRoundedIcon />}
              >
                Signed in as {signedInAs}.
              </Alert>
            ) : null}
            <form noValidate onSubmit={handleSubmit} aria-label="Sign in">
              <Stack sx={{ gap: 2 }}>
                <FormControl error={Boolean(errors.email)} required>
                  <FormLabel>Email address</FormLabel>
                  <Input
                    type="email"
                    name="email"
                    autoComplete="email"
                    error={Boolean(errors.email)}
                    placeholder="you@yourshop.com"
                    slotProps={{ input: { ref: emailRef } }}
                  />
                  {errors.email ? (
                    <FormHelperText>
                      <InfoOutlinedIcon />
                      {errors.email}
                    </FormHelperText>
                  ) : null}
                </FormControl>
                <FormControl error={Boolean(errors.password)} required>
                  <FormLabel>Password</FormLabel>
                  <Input
                    type={showPassword ? 'text' : 'password'}
                    name="password"
                    autoComplete="current-password"
                    error={Boolean(errors.password)}
                    slotProps={{ input: { ref: passwordRef } }}
                    endDecorator={
                      <IconButton
                        aria-label={showPassword ? 'Hide password' : 'Show password'}
                        onClick={() => setShowPassword((shown) => !shown)}
                      >
                        {showPassword ? <VisibilityOffRoundedIcon /> : <VisibilityRoundedIcon />}
                      </IconButton>
                    }
                  />
                  {errors.password ? (
                    <FormHelperText>
                      <InfoOutlinedIcon />
                      {errors.password}
                    </FormHelperText>
                  ) : null}
                </FormControl>
                <Box
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    justifyContent: 'space-between',
                    alignItems: 'center',
                    gap: 1,
                  }}
                >
                  <Checkbox name="remember" label="Keep me signed in" size="sm" />
                  <Link href="#" level="title-sm">
                    Forgot your password?
                  </Link>
                </Box>
                <Button type="submit" size="lg" fullWidth>
                  Sign in
                </Button>
              </Stack>
            </form>
            <Divider>or</Divider>
            <Button component="a" href="#" variant="outlined" color="neutral" fullWidth>
              Sign in with a one-time link
            </Button>
          </Stack>
        </Box>
        <Typography component="footer" level="body-xs" sx={{ textAlign: 'center' }}>
          © 2026 Harbor &amp; Pine Ltd. ·{' '}
          <Link href="#" level="body-xs">
            Privacy
          </Link>{' '}
          ·{' '}
          <Link href="#" level="body-xs">
            Terms
          </Link>
        </Typography>
      </Stack>
      <ProductPanel />
    </Box>
  );
}
