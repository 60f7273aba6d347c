import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import NotificationsIcon from '@mui/icons-material/Notifications';

export default function BasicBadge() {
  return (
    <Stack direction="row" spacing={3}>
      <IconButton aria-label="Inbox, 4 unread messages">
        <Badge badgeContent={4} color="primary">
          <MailIcon />
        </Badge>
      </IconButton>
      <IconButton aria-label="Cart, 2 items">
        <Badge badgeContent={2} color="secondary">
          <ShoppingCartIcon />
        </Badge>
      </IconButton>
      <IconButton aria-label="Notifications, 12 new">
        <Badge badgeContent={12} color="secondary">
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Stack>
  );
}
