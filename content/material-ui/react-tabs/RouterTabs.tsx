import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

const routes = [
  { path: '/orders', label: 'Orders', text: '37 orders this week, 4 waiting to ship.' },
  { path: '/customers', label: 'Customers', text: '1,284 customers, 62 new this month.' },
  { path: '/products', label: 'Products', text: '210 products, 9 low on stock.' },
];

function NavigationTabs() {
  // The URL decides the selected tab: no state of its own, and the back button works.
  const { pathname } = useLocation();
  const current = routes.find((route) => pathname.startsWith(route.path))?.path ?? false;

  return (
    <Tabs value={current} aria-label="Store admin sections">
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
    <MemoryRouter initialEntries={['/orders']}>
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
