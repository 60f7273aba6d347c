import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';

type Role = 'viewer' | 'editor' | 'admin';

const roles: { value: Role; label: string }[] = [
  { value: 'viewer', label: 'Viewer: can read and comment' },
  { value: 'editor', label: 'Editor: can change content' },
  { value: 'admin', label: 'Admin: can manage members' },
];

export default function FormDialog() {
  const [open, setOpen] = React.useState(false);
  const [invited, setInvited] = React.useState<string[]>([]);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email'));
    const role = String(data.get('role'));
    setInvited((previous) => [...previous, `${email} (${role})`]);
    setOpen(false);
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        Invite a teammate
      </Button>
      <Typography variant="body2" color="text.secondary">
        {invited.length === 0 ? 'No invitations sent yet.' : `Invited: ${invited.join(', ')}`}
      </Typography>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="xs"
        // The paper is the <form>: Enter in a field submits, and the browser checks `required`.
        PaperProps={{ component: 'form', onSubmit: handleSubmit }}
      >
        <DialogTitle>Invite a teammate</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            They get an email with a link to the Design system workspace.
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              autoFocus
              required
              name="email"
              type="email"
              label="Email address"
              autoComplete="off"
              fullWidth
            />
            <TextField select name="role" label="Role" defaultValue="editor" fullWidth>
              {roles.map((role) => (
                <MenuItem key={role.value} value={role.value}>
                  {role.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button type="submit" variant="contained">
            Send invitation
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
