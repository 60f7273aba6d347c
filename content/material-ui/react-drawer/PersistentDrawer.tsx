import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MenuIcon from '@mui/icons-material/Menu';

const DRAWER_WIDTH = 240;

const chapters = [
  'Introduction',
  'Installing the CLI',
  'Your first project',
  'Configuration',
  'Deploying',
  'Troubleshooting',
];

export default function PersistentDrawer() {
  const theme = useTheme();
  const [open, setOpen] = React.useState(true);
  const [chapter, setChapter] = React.useState('Your first project');

  // The content slides with the drawer, over the same duration.
  const slide = theme.transitions.create('margin', {
    easing: theme.transitions.easing.sharp,
    duration: open
      ? theme.transitions.duration.enteringScreen
      : theme.transitions.duration.leavingScreen,
  });

  return (
    <Box
      sx={{
        position: 'relative',
        isolation: 'isolate',
        display: 'flex',
        height: 360,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <AppBar
        position="absolute"
        sx={{
          // Pinned to the end edge: narrowing it uncovers the drawer at the start.
          width: open ? `calc(100% - ${DRAWER_WIDTH}px)` : '100%',
          transition: theme.transitions.create('width'),
        }}
      >
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Show the table of contents"
            onClick={() => setOpen(true)}
            sx={{ mr: 2, ...(open && { display: 'none' }) }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="h3" noWrap>
            {chapter}
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="persistent"
        open={open}
        sx={{
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { position: 'absolute', width: DRAWER_WIDTH },
        }}
      >
        <Toolbar sx={{ justifyContent: 'flex-end' }}>
          <IconButton aria-label="Hide the table of contents" onClick={() => setOpen(false)}>
            {theme.direction === 'rtl' ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </IconButton>
        </Toolbar>
        <Divider />
        <nav aria-label="Guide chapters">
          <List dense>
            {chapters.map((title) => (
              <ListItem key={title} disablePadding>
                <ListItemButton selected={chapter === title} onClick={() => setChapter(title)}>
                  <ListItemText primary={title} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
      </Drawer>
      <Box
        sx={{
          flexGrow: 1,
          p: 3,
          overflow: 'auto',
          // Closed, the drawer keeps its place in the row: a negative margin takes it back.
          marginInlineStart: open ? 0 : `-${DRAWER_WIDTH}px`,
          transition: slide,
        }}
      >
        <Toolbar />
        <Typography paragraph>
          Unlike a temporary drawer, a persistent one sits beside the content, without a backdrop.
          It stays open while the reader moves between chapters, until they hide it.
        </Typography>
        <Typography color="text.secondary">
          Run <code>acme init</code> in an empty folder to create the project files.
        </Typography>
      </Box>
    </Box>
  );
}
