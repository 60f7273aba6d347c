import Box from '@mui/material/Box';

export default function FreeShippingBanner() {
  return (
    <Box
      role="status"
      sx={{
        p: 2, // padding: theme.spacing(2) = 16px
        mt: { xs: 1, md: 3 }, // 8px on phones, 24px from 900px up
        bgcolor: 'primary.main', // theme.palette.primary.main
        color: 'primary.contrastText',
        borderRadius: 1, // theme.shape.borderRadius × 1
        boxShadow: 2, // theme.shadows[2]
        typography: 'body1', // theme.typography.body1
        '&:hover': { bgcolor: 'primary.dark' },
      }}
    >
      Free shipping on all orders this week
    </Box>
  );
}
