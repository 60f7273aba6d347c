import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const roles = ['Viewer', 'Editor', 'Administrator'];

export default function InvitationForm() {
  const [email, setEmail] = React.useState('');
  const [role, setRole] = React.useState('Viewer');
  const [sentTo, setSentTo] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSentTo(`${email} as ${role}`);
    setEmail('');
  };

  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit} sx={{ maxWidth: 400 }}>
      <TextField
        label="Email address"
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormControl>
        <InputLabel id="invitation-role-label">Role</InputLabel>
        <Select
          labelId="invitation-role-label"
          label="Role"
          value={role}
          onChange={(event) => setRole(event.target.value)}
        >
          {roles.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Button type="submit" variant="contained" disabled={email === ''}>
        Send invitation
      </Button>
      <div role="status">
        {sentTo ? <Alert severity="success">Invitation sent to {sentTo}</Alert> : null}
      </div>
    </Stack>
  );
}
