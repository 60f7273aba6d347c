import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const tasks = [
  'Review the Q3 budget',
  'Reply to the venue about catering',
  'Book flights for the offsite',
  'Update the onboarding checklist',
  'Send the newsletter draft to Priya',
  'Renew the domain names',
  'Archive last year’s invoices',
  'Plan the design review agenda',
  'Order new badges for visitors',
  'Check the backup restore test',
];

export default function ElevateOnScrollAppBar() {
  const [scroller, setScroller] = React.useState<HTMLElement | null>(null);
  // disableHysteresis and threshold 0: true as soon as the content is scrolled at all.
  const scrolled = useScrollTrigger({
    target: scroller ?? undefined,
    disableHysteresis: true,
    threshold: 0,
  });

  return (
    <Box
      ref={setScroller}
      tabIndex={0}
      role="region"
      aria-label="Today's tasks"
      sx={{ height: 280, overflowY: 'auto', border: 1, borderColor: 'divider' }}
    >
      {/* Flat while the list is at the top, elevated once content slides under it. */}
      <AppBar position="sticky" color="default" elevation={scrolled ? 4 : 0}>
        <Toolbar variant="dense">
          <Typography variant="subtitle1" component="div">
            Today · {tasks.length} tasks
          </Typography>
        </Toolbar>
      </AppBar>
      <List dense>
        {tasks.map((task) => (
          <ListItem key={task}>
            <ListItemText primary={task} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
