import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function SharePopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [email, setEmail] = React.useState('');
  const [role, setRole] = React.useState('viewer');
  const [sharedWith, setSharedWith] = React.useState<string[]>([]);

  const share = (event: React.FormEvent) => {
    event.preventDefault();
    setSharedWith((list) => [...list, `${email} (${role})`]);
    setEmail('');
    setAnchorEl(null);
  };

  return (
    <Stack spacing={1} alignItems="flex-start">
      <Button variant="contained" onClick={(event) => setAnchorEl(event.currentTarget)}>
        Share board
      </Button>
      <Typography variant="body2" color="text.secondary">
        Shared with: {sharedWith.length ? sharedWith.join(', ') : 'nobody yet'}
      </Typography>
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{ paper: { sx: { mt: 1, p: 2, width: 300 } } }}
      >
        {/* The popover traps the focus like a modal: the form gets it, Esc closes. */}
        <Stack component="form" spacing={2} onSubmit={share} aria-label="Share this board">
          <TextField
            autoFocus
            required
            size="small"
            type="email"
            label="Email address"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FormControl size="small">
            <InputLabel id="share-role-label">Role</InputLabel>
            <Select
              labelId="share-role-label"
              label="Role"
              value={role}
              onChange={(event) => setRole(event.target.value)}
            >
              <MenuItem value="viewer">Viewer</MenuItem>
              <MenuItem value="editor">Editor</MenuItem>
            </Select>
          </FormControl>
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button onClick={() => setAnchorEl(null)}>Cancel</Button>
            <Button type="submit" variant="contained">
              Share
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </Stack>
  );
}
