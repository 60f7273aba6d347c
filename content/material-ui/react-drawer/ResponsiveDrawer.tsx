import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InventoryIcon from '@mui/icons-material/Inventory';
import MenuIcon from '@mui/icons-material/Menu';
import ReceiptIcon from '@mui/icons-material/Receipt';

const DRAWER_WIDTH = 220;

const pages = [
  { label: 'Overview', icon: <DashboardIcon /> },
  { label: 'Orders', icon: <ReceiptIcon /> },
  { label: 'Inventory', icon: <InventoryIcon /> },
  { label: 'Reports', icon: <BarChartIcon /> },
];

export default function ResponsiveDrawer() {
  // The frame stands in for the browser window: both drawers stay inside it.
  const frameRef = React.useRef<HTMLDivElement>(null);
  const [mobileOpen, setMobileOpen] = React.useState(false);
  const [page, setPage] = React.useState('Overview');

  const navigation = (
    <nav aria-label="Store admin">
      <Toolbar />
      <List>
        {pages.map((item) => (
          <ListItem key={item.label} disablePadding>
            <ListItemButton
              selected={page === item.label}
              onClick={() => {
                setPage(item.label);
                setMobileOpen(false);
              }}
            >
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText primary={item.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );

  return (
    <Box
      ref={frameRef}
      sx={{
        position: 'relative',
        // A stacking context of its own: the app bar and drawers stay under the site's header.
        isolation: 'isolate',
        display: 'flex',
        height: 360,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <AppBar position="absolute" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          {/* Only below `md`, where the drawer is hidden until this button opens it. */}
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            onClick={() => setMobileOpen(true)}
            sx={{ mr: 2, display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="h3" noWrap>
            {page}
          </Typography>
        </Toolbar>
      </AppBar>
      {/* Below `md`: a temporary drawer over the frame. */}
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        ModalProps={{
          container: () => frameRef.current,
          disableScrollLock: true,
          // Mounted from the start: quicker to open, and its links are in the server HTML.
          keepMounted: true,
        }}
        sx={{
          display: { xs: 'block', md: 'none' },
          position: 'absolute',
          '& .MuiBackdrop-root': { position: 'absolute' },
          '& .MuiDrawer-paper': { position: 'absolute', width: DRAWER_WIDTH },
        }}
      >
        {navigation}
      </Drawer>
      {/* From `md` up: a permanent drawer beside the content. */}
      <Drawer
        variant="permanent"
        open
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { position: 'absolute', width: DRAWER_WIDTH },
        }}
      >
        {navigation}
      </Drawer>
      <Box sx={{ flexGrow: 1, p: 3, overflow: 'auto' }}>
        <Toolbar />
        <Typography>
          {page}: 37 orders this week, 4 waiting to ship. Resize the window below 900px to switch to
          the temporary drawer and its menu button.
        </Typography>
      </Box>
    </Box>
  );
}
