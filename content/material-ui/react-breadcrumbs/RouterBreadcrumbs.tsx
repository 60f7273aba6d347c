import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, MemoryRouter, useLocation } from 'react-router-dom';

// The name of each route segment, for the breadcrumb labels.
const names: Record<string, string> = {
  '/settings': 'Settings',
  '/settings/team': 'Team',
  '/settings/team/roles': 'Roles',
  '/settings/billing': 'Billing',
};

function PathBreadcrumbs() {
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean);

  return (
    <Breadcrumbs aria-label="Breadcrumb">
      {segments.map((segment, index) => {
        const to = `/${segments.slice(0, index + 1).join('/')}`;
        const last = index === segments.length - 1;
        return last ? (
          <Typography key={to} color="text.primary" aria-current="page">
            {names[to]}
          </Typography>
        ) : (
          // Link renders React Router's link: client-side navigation, Material UI's style.
          <Link key={to} component={RouterLink} to={to} underline="hover" color="inherit">
            {names[to]}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
}

function Shortcuts() {
  return (
    <List dense aria-label="Go to">
      {Object.entries(names).map(([to, name]) => (
        <ListItem key={to} disablePadding>
          <ListItemButton component={RouterLink} to={to}>
            <ListItemText primary={`${name} (${to})`} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

export default function RouterBreadcrumbs() {
  return (
    <MemoryRouter initialEntries={['/settings/team/roles']}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <PathBreadcrumbs />
        <Typography variant="body2" color="text.secondary">
          Open another page to rebuild the trail from its path:
        </Typography>
        <Shortcuts />
      </Box>
    </MemoryRouter>
  );
}
