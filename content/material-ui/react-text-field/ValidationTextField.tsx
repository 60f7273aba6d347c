import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function ValidationTextField() {
  const [email, setEmail] = React.useState('ada@example');
  // Show the error once there is something to check, not on an empty field.
  const invalid = email !== '' && !EMAIL_PATTERN.test(email);

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <TextField
        id="work-email"
        label="Work email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={invalid}
        helperText={invalid ? 'Enter an address such as ada@example.com' : 'We never share it'}
        required
      />
      <TextField
        id="username"
        label="Username"
        defaultValue="ada lovelace"
        error
        helperText="Use letters, digits and hyphens only"
      />
    </Stack>
  );
}
