import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import ExploreIcon from '@mui/icons-material/Explore';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import BookmarkIcon from '@mui/icons-material/Bookmark';

const destinations = [
  { to: '/explore', label: 'Explore', icon: <ExploreIcon />, text: '12 trails near you.' },
  { to: '/nearby', label: 'Nearby', icon: <LocationOnIcon />, text: '3 huts within 10 km.' },
  { to: '/saved', label: 'Saved', icon: <BookmarkIcon />, text: '5 saved trails.' },
];

function Navigation() {
  // The URL decides the selected action.
  const { pathname } = useLocation();

  return (
    <BottomNavigation component="nav" aria-label="Hiking app" showLabels value={pathname}>
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
    <MemoryRouter initialEntries={['/explore']}>
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
