import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import MailRounded from '@mui/icons-material/MailRounded';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';

export default function BadgeBasics() {
  return (
    <Box sx={{ display: 'flex', gap: 4, alignItems: 'center' }}>
      <Badge badgeContent={4}>
        <IconButton variant="soft" aria-label="Inbox, 4 unread messages">
          <MailRounded />
        </IconButton>
      </Badge>
      <Badge badgeContent={250} max={99} color="danger">
        <IconButton variant="soft" aria-label="Notifications, 250 new">
          <NotificationsRounded />
        </IconButton>
      </Badge>
      <Badge badgeContent={0} showZero color="neutral">
        <IconButton variant="soft" aria-label="Cart, empty">
          <ShoppingCartRounded />
        </IconButton>
      </Badge>
    </Box>
  );
}
