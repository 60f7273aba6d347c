import * as React from 'react';
import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import CallIcon from '@mui/icons-material/Call';
import ChatIcon from '@mui/icons-material/Chat';
import RestoreIcon from '@mui/icons-material/Restore';

const conversations = [
  ['Mateo Ruiz', 'Sounds good, see you at 7!'],
  ['Design team', 'Ana: the new icons are in the shared folder'],
  ['Grace Liu', 'Can you send me the slides?'],
  ['Landlord', 'The plumber comes on Tuesday morning'],
  ['Climbing club', 'Tomás: who is in for Saturday?'],
  ['Mum', 'Call me when you land'],
  ['Farid Haddad', 'Thanks for the book recommendation'],
  ['Book club', 'Next pick: “The Left Hand of Darkness”'],
];

export default function FixedBottomNavigation() {
  const [value, setValue] = React.useState('chats');

  return (
    // A phone-sized frame: in an app, use position: 'fixed' on the Paper instead.
    <Box
      sx={{
        position: 'relative',
        isolation: 'isolate',
        height: 380,
        maxWidth: 380,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      {/* The list scrolls; its bottom padding keeps the last item above the bar. */}
      <Box
        sx={{ height: '100%', overflowY: 'auto', pb: 7 }}
        tabIndex={0}
        role="region"
        aria-label="Chats"
      >
        <List>
          {conversations.map(([name, preview]) => (
            <ListItem key={name}>
              <ListItemText primary={name} secondary={preview} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Paper elevation={3} sx={{ position: 'absolute', bottom: 0, left: 0, right: 0 }}>
        <BottomNavigation
          component="nav"
          aria-label="Messenger"
          showLabels
          value={value}
          onChange={(event, newValue: string) => setValue(newValue)}
        >
          <BottomNavigationAction
            label="Chats"
            value="chats"
            icon={
              <Badge badgeContent={3} color="error">
                <ChatIcon />
              </Badge>
            }
          />
          <BottomNavigationAction label="Calls" value="calls" icon={<CallIcon />} />
          <BottomNavigationAction label="Recent" value="recent" icon={<RestoreIcon />} />
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
