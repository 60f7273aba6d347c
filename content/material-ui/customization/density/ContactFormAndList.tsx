import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Contact {
  name: string;
  email: string;
}

const initialContacts: Contact[] = [
  { name: 'Amara Okafor', email: 'amara@example.com' },
  { name: 'Lucas Moreau', email: 'lucas@example.com' },
  { name: 'Mei Tanaka', email: 'mei@example.com' },
];

export default function ContactFormAndList() {
  const [contacts, setContacts] = React.useState(initialContacts);
  const [name, setName] = React.useState('');
  const [email, setEmail] = React.useState('');

  const addContact = (event: React.FormEvent) => {
    event.preventDefault();
    if (name.trim() && email.trim()) {
      setContacts((current) => [...current, { name: name.trim(), email: email.trim() }]);
      setName('');
      setEmail('');
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems="flex-start">
      {/* Stack spacing and Paper padding are multiples of the theme's spacing unit. */}
      <Paper variant="outlined" sx={{ p: 2, flex: 1, width: '100%' }}>
        <Stack
          component="form"
          aria-label="New contact"
          spacing={2}
          useFlexGap
          onSubmit={addContact}
        >
          <Typography variant="subtitle1" component="h3">
            New contact
          </Typography>
          <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} />
          <TextField
            label="Email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" variant="contained">
            Add contact
          </Button>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ flex: 1, width: '100%' }}>
        <List aria-label="Contacts">
          {contacts.map((contact) => (
            <ListItem key={contact.email}>
              <ListItemAvatar>
                <Avatar>{contact.name.charAt(0)}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={contact.name} secondary={contact.email} />
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
