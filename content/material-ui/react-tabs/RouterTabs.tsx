import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

// The paths are pages of this site, so a tab opened in a new browser tab lands on a real page.
const routes = [
  {
    path: '/x/react-data-grid/',
    label: 'Data Grid',
    text: 'Tables with sorting, filtering and editing.',
  },
  { path: '/x/react-date-pickers/', label: 'Date pickers', text: 'Fields, calendars and clocks.' },
  { path: '/x/react-charts/', label: 'Charts', text: 'Bar, line, pie and scatter charts.' },
];

function NavigationTabs() {
  // The URL decides the selected tab: no state of its own, and the back button works.
  const { pathname } = useLocation();
  const current = routes.find((route) => pathname.startsWith(route.path))?.path ?? false;

  return (
    <Tabs value={current} aria-label="MUI X products">
      {routes.map((route) => (
        <Tab
          key={route.path}
          label={route.label}
          value={route.path}
          component={Link}
          to={route.path}
          aria-current={current === route.path ? 'page' : undefined}
        />
      ))}
    </Tabs>
  );
}

export default function RouterTabs() {
  return (
    // A MemoryRouter keeps the demo's routes out of the page's address bar; use your app's router.
    <MemoryRouter initialEntries={['/x/react-data-grid/']}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <NavigationTabs />
      </Box>
      <Routes>
        {routes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={<Typography sx={{ py: 2 }}>{route.text}</Typography>}
          />
        ))}
      </Routes>
    </MemoryRouter>
  );
}
