import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';

export default function LoginStepSubmit() {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [submitted, setSubmitted] = React.useState(false);
  const [signedIn, setSignedIn] = React.useState(false);
  const [resetRequested, setResetRequested] = React.useState(false);

  const emailError = submitted && !/^\S+@\S+\.\S+$/.test(email);
  const passwordError = submitted && password.length < 8;

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (/^\S+@\S+\.\S+$/.test(email) && password.length >= 8) {
      // Call your authentication API here.
      setSignedIn(true);
    }
  };

  return (
    <Sheet
      component="form"
      noValidate
      onSubmit={handleSubmit}
      variant="outlined"
      sx={{
        width: '100%',
        maxWidth: 360,
        mx: 'auto',
        py: 3,
        px: 2.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        borderRadius: 'md',
        boxShadow: 'sm',
      }}
    >
      <div>
        <Typography level="h4" component="h3">
          Welcome back
        </Typography>
        <Typography level="body-sm">Sign in to continue to Fieldnotes.</Typography>
      </div>
      {signedIn ? (
        <Alert color="success" startDecorator={<CheckCircleRounded />}>
          Signed in as {email}
        </Alert>
      ) : null}
      <FormControl error={emailError}>
        <FormLabel>Email</FormLabel>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          placeholder="ana@fieldnotes.app"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {emailError ? (
          <FormHelperText>Enter an address like ana@fieldnotes.app.</FormHelperText>
        ) : null}
      </FormControl>
      <FormControl error={passwordError}>
        <FormLabel>Password</FormLabel>
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormHelperText>At least 8 characters.</FormHelperText>
      </FormControl>
      <Button type="submit" sx={{ mt: 1 }}>
        Sign in
      </Button>
      <Link
        component="button"
        type="button"
        level="body-sm"
        sx={{ alignSelf: 'center' }}
        onClick={() => setResetRequested(true)}
      >
        Forgot your password?
      </Link>
      {resetRequested ? (
        <Typography level="body-sm" role="status">
          If an account exists for {email || 'that address'}, a reset link is on its way.
        </Typography>
      ) : null}
    </Sheet>
  );
}
