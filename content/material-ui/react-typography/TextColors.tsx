import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function TextColors() {
  return (
    <Stack spacing={1}>
      <Typography color="text.primary">Order #8841 is ready for pickup.</Typography>
      <Typography color="text.secondary">Placed on May 3 at the Riverside store.</Typography>
      <Typography color="primary">Track your order</Typography>
      <Typography color="success.main">Payment received</Typography>
      <Typography color="error">The card on file expires this month.</Typography>
      <Typography sx={{ color: 'info.dark', fontWeight: 'fontWeightMedium' }}>
        Pickup closes at 18:00 today.
      </Typography>
    </Stack>
  );
}
