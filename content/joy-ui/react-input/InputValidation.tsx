import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

const USERNAME_PATTERN = /^[a-z0-9_]{3,15}$/;

export default function InputValidation() {
  const [username, setUsername] = React.useState('Ada Lovelace');
  const invalid = !USERNAME_PATTERN.test(username);

  return (
    <FormControl required error={invalid} sx={{ maxWidth: 320 }}>
      <FormLabel>Username</FormLabel>
      <Input value={username} onChange={(event) => setUsername(event.target.value)} />
      {/* Joy UI 5.0.0-beta.52 keeps the 500 shade for error text in dark mode too: the plain color reads in both modes. */}
      <FormHelperText sx={invalid ? { color: 'danger.plainColor' } : undefined}>
        {invalid ? (
          <>
            <InfoOutlined />
            Use 3 to 15 lowercase letters, digits or underscores.
          </>
        ) : (
          'This name is available.'
        )}
      </FormHelperText>
    </FormControl>
  );
}
