import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import CampaignIcon from '@mui/icons-material/Campaign';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PeopleIcon from '@mui/icons-material/People';

const DRAWER_WIDTH = 240;

const sections = [
  { label: 'Analytics', icon: <AnalyticsIcon />, pages: ['Traffic', 'Conversions', 'Retention'] },
  { label: 'Campaigns', icon: <CampaignIcon />, pages: ['Active', 'Scheduled', 'Archived'] },
  { label: 'Audience', icon: <PeopleIcon />, pages: ['Segments', 'Imports'] },
];

export default function ClippedNestedDrawer() {
  const [expanded, setExpanded] = React.useState<string[]>(['Analytics']);
  const [page, setPage] = React.useState('Conversions');

  const toggle = (label: string) =>
    setExpanded((previous) =>
      previous.includes(label) ? previous.filter((item) => item !== label) : [...previous, label],
    );

  return (
    <Box
      sx={{
        position: 'relative',
        isolation: 'isolate',
        display: 'flex',
        height: 400,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {/* Above the drawer: the drawer starts under the app bar ("clipped"). */}
      <AppBar position="absolute" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <Typography variant="h6" component="h3" noWrap>
            Marketing hub
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        sx={{
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { position: 'absolute', width: DRAWER_WIDTH },
        }}
      >
        <Toolbar />
        <Box component="nav" aria-label="Marketing hub" sx={{ overflow: 'auto' }}>
          <List>
            {sections.map((section) => {
              const isOpen = expanded.includes(section.label);
              const listId = `section-${section.label.toLowerCase()}`;
              return (
                // Each section is a list item holding its button and its nested list.
                <ListItem key={section.label} disablePadding sx={{ display: 'block' }}>
                  <ListItemButton
                    onClick={() => toggle(section.label)}
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? listId : undefined}
                  >
                    <ListItemIcon>{section.icon}</ListItemIcon>
                    <ListItemText primary={section.label} />
                    {isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                  </ListItemButton>
                  <Collapse in={isOpen} timeout="auto" unmountOnExit>
                    <List id={listId} dense disablePadding>
                      {section.pages.map((name) => (
                        <ListItem key={name} disablePadding>
                          <ListItemButton
                            selected={page === name}
                            aria-current={page === name ? 'page' : undefined}
                            onClick={() => setPage(name)}
                            sx={{ paddingInlineStart: 9 }}
                          >
                            <ListItemText primary={name} />
                          </ListItemButton>
                        </ListItem>
                      ))}
                    </List>
                  </Collapse>
                </ListItem>
              );
            })}
          </List>
        </Box>
      </Drawer>
      <Box sx={{ flexGrow: 1, p: 3, overflow: 'auto' }}>
        <Toolbar />
        <Typography variant="h5" component="h4" gutterBottom>
          {page}
        </Typography>
        <Typography color="text.secondary">
          3.8% of visitors bought something in the last 30 days, up from 3.1%.
        </Typography>
      </Box>
    </Box>
  );
}
