import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const drawerWidth = 150;

export default function DrawerUnderAppBar() {
  const [appBarOnTop, setAppBarOnTop] = React.useState(true);

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={appBarOnTop}
            onChange={(event) => setAppBarOnTop(event.target.checked)}
          />
        }
        label="App bar above the drawer (zIndex.drawer + 1)"
      />
      {/* A small frame standing in for the window: absolute positions keep it in the demo. */}
      <Box
        sx={{
          position: 'relative',
          // A stacking context of its own: the layers inside cannot cover the page.
          isolation: 'isolate',
          height: 220,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.default',
        }}
      >
        <AppBar
          position="absolute"
          sx={{
            // appBar is 1100 and drawer 1200 by default: the drawer covers the app bar.
            zIndex: (theme) => (appBarOnTop ? theme.zIndex.drawer + 1 : theme.zIndex.appBar),
          }}
        >
          <Toolbar variant="dense">
            <Typography variant="subtitle1">Workspace</Typography>
          </Toolbar>
        </AppBar>
        <Drawer
          variant="permanent"
          sx={{
            '& .MuiDrawer-paper': { position: 'absolute', width: drawerWidth },
          }}
        >
          <Toolbar variant="dense" />
          <List dense aria-label="Sections">
            {['Inbox', 'Projects', 'Archive'].map((label) => (
              <ListItem key={label} disablePadding>
                <ListItemButton>
                  <ListItemText primary={label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Drawer>
        <Box
          sx={{
            position: 'absolute',
            top: 64,
            insetInlineStart: drawerWidth + 16,
            insetInlineEnd: 16,
          }}
        >
          <Typography variant="body2">
            {appBarOnTop
              ? 'The app bar spans the full width; the drawer starts below it.'
              : 'The drawer covers the start of the app bar.'}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
