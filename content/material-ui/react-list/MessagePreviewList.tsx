import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const messages = [
  {
    id: 1,
    from: 'Yuki Sato',
    subject: 'Venue for the June meetup',
    preview: 'The library has the big room free on the 14th, and they can lend us a projector too.',
  },
  {
    id: 2,
    from: 'Marco Rossi',
    subject: 'Re: release checklist',
    preview:
      'I ticked off the changelog and the migration notes; the screenshots still need an update.',
  },
  {
    id: 3,
    from: 'Fatima Zahra',
    subject: 'Lunch on Friday?',
    preview: 'There is a new ramen place near the station. Noon works for me if it works for you.',
  },
];

export default function MessagePreviewList() {
  return (
    <List sx={{ width: '100%', maxWidth: 420, bgcolor: 'background.paper' }} aria-label="Messages">
      {messages.map((message, index) => (
        <ListItem key={message.id} alignItems="flex-start" divider={index < messages.length - 1}>
          <ListItemAvatar>
            <Avatar aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              {message.from[0]}
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={message.subject}
            secondary={
              <React.Fragment>
                <Typography component="span" variant="body2" sx={{ color: 'text.primary' }}>
                  {message.from}
                </Typography>
                {` — ${message.preview}`}
              </React.Fragment>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
