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

// The pages the trail can name, by path: this site's own, so each link also works when opened
// in a new tab. A path prefix with no page (`/x/`) gets no crumb.
const names: Record<string, string> = {
  '/x/react-data-grid/': 'Data Grid',
  '/x/react-data-grid/filtering/': 'Filtering',
  '/x/react-data-grid/filtering/header-filters/': 'Header filters',
  '/x/react-data-grid/filtering/quick-filter/': 'Quick filter',
};

function PathBreadcrumbs() {
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean);
  const trail = segments
    .map((_, index) => `/${segments.slice(0, index + 1).join('/')}/`)
    .filter((to) => to in names);

  return (
    <Breadcrumbs aria-label="Breadcrumb">
      {trail.map((to, index) => {
        const last = index === trail.length - 1;
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
            <ListItemText primary={name} secondary={to} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

export default function RouterBreadcrumbs() {
  return (
    <MemoryRouter initialEntries={['/x/react-data-grid/filtering/header-filters/']}>
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
