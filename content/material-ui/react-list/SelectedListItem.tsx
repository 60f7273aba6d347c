import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import NotificationsIcon from '@mui/icons-material/Notifications';
import LockIcon from '@mui/icons-material/Lock';
import PaymentIcon from '@mui/icons-material/Payment';

const sections = [
  { id: 'profile', label: 'Profile', icon: <AccountCircleIcon /> },
  { id: 'notifications', label: 'Notifications', icon: <NotificationsIcon /> },
  { id: 'security', label: 'Security', icon: <LockIcon /> },
  { id: 'billing', label: 'Billing', icon: <PaymentIcon /> },
];

export default function SelectedListItem() {
  const [current, setCurrent] = React.useState('notifications');

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 320 }}>
      <nav aria-label="Account settings">
        <List>
          {sections.map((section) => (
            <ListItem key={section.id} disablePadding>
              <ListItemButton
                selected={current === section.id}
                aria-current={current === section.id ? 'page' : undefined}
                onClick={() => setCurrent(section.id)}
              >
                <ListItemIcon>{section.icon}</ListItemIcon>
                <ListItemText primary={section.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </nav>
    </Paper>
  );
}
