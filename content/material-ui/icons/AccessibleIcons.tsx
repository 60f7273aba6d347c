import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import StarIcon from '@mui/icons-material/Star';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';

export default function AccessibleIcons() {
  return (
    <Stack spacing={2}>
      {/* Decorative: the text says it all, the icon stays hidden from screen readers (the default). */}
      <Typography sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <WarningAmberIcon color="warning" />
        Your trial ends in 3 days.
      </Typography>
      {/* Meaningful on its own: titleAccess names it and gives it role="img". */}
      <Typography sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        Rating:
        <StarIcon titleAccess="4 out of 5 stars" sx={{ color: 'warning.dark' }} />
        <Typography component="span" aria-hidden>
          4/5
        </Typography>
      </Typography>
      {/* Interactive: name the button, not the icon. */}
      <div>
        <IconButton aria-label="Mute notifications for this thread">
          <NotificationsOffIcon />
        </IconButton>
      </div>
    </Stack>
  );
}
