import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import { applySolidInversion } from '@mui/joy/colorInversion';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';

export default function InvertedCustomSurface() {
  return (
    <Box
      component="header"
      sx={[
        (theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1,
          borderRadius: 'md',
          ...theme.variants.solid.primary,
          backgroundColor: theme.vars.palette.primary[700],
        }),
        applySolidInversion('primary'),
      ]}
    >
      <Typography level="title-md" sx={{ flex: 1 }}>
        Northwind Analytics
      </Typography>
      <Button variant="soft" size="sm">
        New report
      </Button>
      <IconButton variant="plain" size="sm" aria-label="Notifications">
        <NotificationsNoneRounded />
      </IconButton>
      <Avatar size="sm" variant="outlined" alt="Mina Okafor">
        MO
      </Avatar>
    </Box>
  );
}
