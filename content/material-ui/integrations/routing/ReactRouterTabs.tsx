import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

const sections = [
  { path: '/orders', label: 'Orders' },
  { path: '/customers', label: 'Customers' },
  { path: '/reports', label: 'Reports' },
];

const recentOrders = [
  { id: 'A-2041', customer: 'Greenleaf Café', path: '/orders/A-2041' },
  { id: 'A-2040', customer: 'Harbor Books', path: '/orders/A-2040' },
];

function SectionTabs() {
  const { pathname } = useLocation();
  // The tab of the current section, including nested paths such as /orders/A-2041.
  const current = sections.find((section) => pathname.startsWith(section.path));
  return (
    <Tabs value={current ? current.path : false} aria-label="Store sections">
      {sections.map((section) => (
        <Tab
          key={section.path}
          label={section.label}
          value={section.path}
          component={RouterLink}
          to={section.path}
        />
      ))}
    </Tabs>
  );
}

function Orders() {
  const { pathname } = useLocation();
  return (
    <List aria-label="Recent orders">
      {recentOrders.map((order) => (
        <ListItemButton
          key={order.id}
          component={RouterLink}
          to={order.path}
          selected={pathname === order.path}
          aria-current={pathname === order.path ? 'page' : undefined}
        >
          <ListItemText primary={`Order ${order.id}`} secondary={order.customer} />
        </ListItemButton>
      ))}
    </List>
  );
}

function Placeholder({ title }: { title: string }) {
  return <Typography sx={{ p: 2 }}>{title}</Typography>;
}

function CurrentLocation() {
  const { pathname } = useLocation();
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, pb: 1 }}>
      Location: {pathname}
    </Typography>
  );
}

export default function ReactRouterTabs() {
  return (
    <MemoryRouter initialEntries={['/orders']}>
      <Paper variant="outlined" sx={{ maxWidth: 480 }}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <SectionTabs />
        </Box>
        <Routes>
          <Route path="/orders/*" element={<Orders />} />
          <Route path="/customers" element={<Placeholder title="312 customers this month" />} />
          <Route path="/reports" element={<Placeholder title="Weekly sales report: ready" />} />
        </Routes>
        <CurrentLocation />
      </Paper>
    </MemoryRouter>
  );
}
