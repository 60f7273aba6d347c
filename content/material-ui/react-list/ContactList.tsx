import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import PhoneIcon from '@mui/icons-material/Phone';

const contacts = [
  {
    name: 'Ada Nwosu',
    role: 'Product manager',
    colors: { bgcolor: 'primary.main', color: 'primary.contrastText' },
  },
  {
    name: 'Bruno Costa',
    role: 'Site reliability engineer',
    colors: { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  },
  {
    name: 'Chloé Martin',
    role: 'UX researcher',
    colors: { bgcolor: 'success.main', color: 'success.contrastText' },
  },
  { name: 'Dev Patel', role: 'Data analyst', colors: { bgcolor: '#4e342e', color: '#fff' } },
];

export default function ContactList() {
  const [dense, setDense] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 400 }}>
      <FormControlLabel
        control={<Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />}
        label="Dense list"
      />
      <Paper variant="outlined">
        <List dense={dense} aria-label="Team contacts">
          {contacts.map((contact) => (
            <ListItem
              key={contact.name}
              secondaryAction={
                <IconButton edge="end" aria-label={`Call ${contact.name}`}>
                  <PhoneIcon />
                </IconButton>
              }
            >
              <ListItemAvatar>
                <Avatar sx={contact.colors}>
                  {contact.name
                    .split(' ')
                    .map((part) => part[0])
                    .join('')}
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={contact.name} secondary={contact.role} />
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
