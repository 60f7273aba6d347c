import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HelpIcon from '@mui/icons-material/Help';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

const OPEN_WIDTH = 220;
const MINI_WIDTH = 64;

const items = [
  { label: 'Dashboard', icon: <DashboardIcon /> },
  { label: 'Orders', icon: <ShoppingCartIcon /> },
  { label: 'Customers', icon: <PeopleIcon /> },
  { label: 'Settings', icon: <SettingsIcon /> },
  { label: 'Help', icon: <HelpIcon /> },
];

export default function MiniVariantDrawer() {
  const theme = useTheme();
  const [expanded, setExpanded] = React.useState(false);
  const [current, setCurrent] = React.useState('Orders');
  const width = expanded ? OPEN_WIDTH : MINI_WIDTH;
  // The chevron points where the drawer will move: the start side to collapse, the end to expand.
  const pointsLeft = expanded !== (theme.direction === 'rtl');

  return (
    <Box
      sx={{
        position: 'relative',
        isolation: 'isolate',
        display: 'flex',
        height: 340,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {/* A permanent drawer whose width changes: icons only, or icons and labels. */}
      <Drawer
        variant="permanent"
        sx={{
          width,
          flexShrink: 0,
          transition: theme.transitions.create('width'),
          '& .MuiDrawer-paper': {
            position: 'absolute',
            width,
            overflowX: 'hidden',
            transition: theme.transitions.create('width'),
          },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton
            aria-label={expanded ? 'Collapse the navigation' : 'Expand the navigation'}
            aria-expanded={expanded}
            onClick={() => setExpanded((previous) => !previous)}
          >
            {pointsLeft ? <ChevronLeftIcon /> : <ChevronRightIcon />}
          </IconButton>
        </Box>
        <Divider />
        <nav aria-label="Shop admin">
          <List>
            {items.map((item) => (
              <ListItem key={item.label} disablePadding sx={{ display: 'block' }}>
                {/* Collapsed, the label is gone: a tooltip names the icon for sighted readers. */}
                <Tooltip
                  title={expanded ? '' : item.label}
                  placement={theme.direction === 'rtl' ? 'left' : 'right'}
                >
                  <ListItemButton
                    selected={current === item.label}
                    onClick={() => setCurrent(item.label)}
                    sx={{ minHeight: 48, px: 2.5 }}
                  >
                    <ListItemIcon sx={{ minWidth: 0, marginInlineEnd: expanded ? 2 : 0 }}>
                      {item.icon}
                    </ListItemIcon>
                    {/* Kept in the DOM when collapsed: it is still the button's accessible name. */}
                    <ListItemText
                      primary={item.label}
                      sx={{ opacity: expanded ? 1 : 0, whiteSpace: 'nowrap' }}
                    />
                  </ListItemButton>
                </Tooltip>
              </ListItem>
            ))}
          </List>
        </nav>
      </Drawer>
      <Box sx={{ flexGrow: 1, p: 3, overflow: 'auto' }}>
        <Typography variant="h5" component="h3" gutterBottom>
          {current}
        </Typography>
        <Typography color="text.secondary">
          The collapsed drawer keeps every destination one click away and leaves the room to the
          content.
        </Typography>
      </Box>
    </Box>
  );
}
