import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import AddIcon from '@mui/icons-material/Add';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';

const tasks = [
  { title: 'Renew car insurance', due: 'Due Friday' },
  { title: 'Book dentist appointment', due: 'Due next week' },
  { title: 'Send invoice to Northwind', due: 'Due today' },
];

export default function BottomAppBarLayout() {
  return (
    <Box
      sx={{
        position: 'relative',
        height: 320,
        maxWidth: 360,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.default',
      }}
    >
      <List aria-label="Tasks">
        {tasks.map((task) => (
          <ListItem key={task.title} divider>
            <ListItemText primary={task.title} secondary={task.due} />
          </ListItem>
        ))}
      </List>
      <AppBar position="absolute" color="primary" sx={{ top: 'auto', bottom: 0 }}>
        <Toolbar>
          <IconButton color="inherit" aria-label="Open navigation">
            <MenuIcon />
          </IconButton>
          <Fab
            color="secondary"
            aria-label="Add task"
            sx={{
              position: 'absolute',
              top: -28,
              insetInlineStart: 0,
              insetInlineEnd: 0,
              mx: 'auto',
            }}
          >
            <AddIcon />
          </Fab>
          <Box sx={{ flexGrow: 1 }} />
          <IconButton color="inherit" aria-label="Search tasks">
            <SearchIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
    </Box>
  );
}
