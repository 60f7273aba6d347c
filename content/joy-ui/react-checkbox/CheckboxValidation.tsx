import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CheckboxValidation() {
  const [accepted, setAccepted] = React.useState(false);
  const [submitted, setSubmitted] = React.useState(false);
  const error = submitted && !accepted;

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
      sx={{ maxWidth: 360, alignItems: 'flex-start' }}
    >
      <FormControl error={error}>
        <Checkbox
          label="I accept the terms of service"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        {/* Joy UI 5.0.0-beta.52 keeps the 500 shade for error text in dark mode too: the plain color reads in both modes. */}
        <FormHelperText sx={error ? { color: 'danger.plainColor' } : undefined}>
          {error
            ? 'Accept the terms to create your account.'
            : 'You can read them before you sign up.'}
        </FormHelperText>
      </FormControl>
      <Button type="submit">Create account</Button>
      <Typography level="body-sm" aria-live="polite">
        {submitted && accepted ? 'Account created.' : ''}
      </Typography>
    </Stack>
  );
}
