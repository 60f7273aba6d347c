import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import NotificationsIcon from '@mui/icons-material/Notifications';

const notifications = [
  { title: 'Build #1482 passed', time: '2 min ago' },
  { title: 'Maya commented on “Checkout redesign”', time: '1 hour ago' },
  { title: 'Your invoice for May is ready', time: 'Yesterday' },
];

export default function NotificationsPopper() {
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ minHeight: 240 }}>
      <IconButton
        ref={buttonRef}
        aria-label={`Notifications, ${notifications.length} new`}
        aria-expanded={open}
        aria-controls={open ? 'notifications-panel' : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Badge badgeContent={notifications.length} color="primary">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popper
        id="notifications-panel"
        role="dialog"
        aria-label="Notifications"
        open={open}
        anchorEl={buttonRef.current}
        placement="bottom-start"
        transition
        disablePortal
        sx={{ zIndex: 1 }}
      >
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'top' }}>
            <Paper elevation={8} sx={{ width: 300 }}>
              {/* A Popper is not modal: close it when the reader clicks anywhere else. */}
              <ClickAwayListener
                onClickAway={(event) => {
                  if (!buttonRef.current?.contains(event.target as Node)) {
                    setOpen(false);
                  }
                }}
              >
                <List dense>
                  {notifications.map((item) => (
                    <ListItem key={item.title}>
                      <ListItemText primary={item.title} secondary={item.time} />
                    </ListItem>
                  ))}
                </List>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </Box>
  );
}
