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

// The router lives in memory; its paths are pages of this site, so every link
// is also a real link (a middle click opens the page).
const sections = [
  {
    base: '/material-ui/getting-started/',
    to: '/material-ui/getting-started/installation/',
    label: 'Start',
  },
  { base: '/material-ui/guides/', to: '/material-ui/guides/typescript/', label: 'Guides' },
  {
    base: '/material-ui/integrations/',
    to: '/material-ui/integrations/routing/',
    label: 'Integrations',
  },
];

const guides = [
  { to: '/material-ui/guides/typescript/', title: 'TypeScript', summary: 'Theme augmentation' },
  { to: '/material-ui/guides/testing/', title: 'Testing', summary: 'Queries by role' },
  { to: '/material-ui/guides/localization/', title: 'Localization', summary: '58 locales' },
];

function SectionTabs() {
  const { pathname } = useLocation();
  // The tab of the current section, for any page below it.
  const current = sections.find((section) => pathname.startsWith(section.base));
  return (
    <Tabs value={current ? current.base : false} aria-label="Documentation sections">
      {sections.map((section) => (
        <Tab
          key={section.base}
          label={section.label}
          value={section.base}
          component={RouterLink}
          to={section.to}
        />
      ))}
    </Tabs>
  );
}

function GuideList() {
  const { pathname } = useLocation();
  return (
    <List component="nav" aria-label="Guides">
      {guides.map((guide) => (
        <ListItemButton
          key={guide.to}
          component={RouterLink}
          to={guide.to}
          selected={pathname === guide.to}
          aria-current={pathname === guide.to ? 'page' : undefined}
        >
          <ListItemText primary={guide.title} secondary={guide.summary} />
        </ListItemButton>
      ))}
    </List>
  );
}

function Panel({ text }: { text: string }) {
  return <Typography sx={{ p: 2 }}>{text}</Typography>;
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
    <MemoryRouter initialEntries={['/material-ui/guides/typescript/']}>
      <Paper variant="outlined" sx={{ maxWidth: 480 }}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <SectionTabs />
        </Box>
        <Routes>
          <Route
            path="/material-ui/getting-started/*"
            element={<Panel text="Install the package, then render a first component." />}
          />
          <Route path="/material-ui/guides/*" element={<GuideList />} />
          <Route
            path="/material-ui/integrations/*"
            element={<Panel text="Next.js, routing libraries and other style engines." />}
          />
        </Routes>
        <CurrentLocation />
      </Paper>
    </MemoryRouter>
  );
}
