import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import ExploreIcon from '@mui/icons-material/Explore';
import NotificationsIcon from '@mui/icons-material/Notifications';
import TabIcon from '@mui/icons-material/Tab';

// The paths are pages of this site, so an action opened in a new tab lands on a real page.
const destinations = [
  {
    to: '/material-ui/react-bottom-navigation/',
    label: 'Navigation',
    icon: <ExploreIcon />,
    text: 'Bottom navigation: three to five top-level destinations.',
  },
  {
    to: '/material-ui/react-badge/',
    label: 'Badges',
    icon: <NotificationsIcon />,
    text: 'Badges: a count or a dot on an icon.',
  },
  {
    to: '/material-ui/react-tabs/',
    label: 'Tabs',
    icon: <TabIcon />,
    text: 'Tabs: switch between views at the same level.',
  },
];

function Navigation() {
  // The URL decides the selected action.
  const { pathname } = useLocation();

  return (
    <BottomNavigation component="nav" aria-label="Components" showLabels value={pathname}>
      {destinations.map((destination) => (
        <BottomNavigationAction
          key={destination.to}
          component={Link}
          to={destination.to}
          value={destination.to}
          label={destination.label}
          icon={destination.icon}
          aria-current={pathname === destination.to ? 'page' : undefined}
        />
      ))}
    </BottomNavigation>
  );
}

export default function RouterBottomNavigation() {
  return (
    <MemoryRouter initialEntries={['/material-ui/react-bottom-navigation/']}>
      <Paper variant="outlined" sx={{ maxWidth: 400 }}>
        <Routes>
          {destinations.map((destination) => (
            <Route
              key={destination.to}
              path={destination.to}
              element={<Typography sx={{ p: 2, minHeight: 80 }}>{destination.text}</Typography>}
            />
          ))}
        </Routes>
        <Navigation />
      </Paper>
    </MemoryRouter>
  );
}
