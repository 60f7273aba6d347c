import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import StorefrontIcon from '@mui/icons-material/Storefront';

const initialsColors = { bgcolor: 'primary.main', color: 'primary.contrastText' };

export default function AvatarSizesVariants() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Avatar sx={{ ...initialsColors, width: 24, height: 24, fontSize: 12 }}>JD</Avatar>
        <Avatar sx={initialsColors}>JD</Avatar>
        <Avatar sx={{ ...initialsColors, width: 56, height: 56, fontSize: 24 }}>JD</Avatar>
        <Avatar sx={{ ...initialsColors, width: 80, height: 80, fontSize: 32 }}>JD</Avatar>
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center">
        <Avatar variant="circular" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <StorefrontIcon />
        </Avatar>
        <Avatar
          variant="rounded"
          sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
        >
          <StorefrontIcon />
        </Avatar>
        <Avatar variant="square" sx={{ bgcolor: 'success.main', color: 'success.contrastText' }}>
          <StorefrontIcon />
        </Avatar>
      </Stack>
    </Stack>
  );
}
