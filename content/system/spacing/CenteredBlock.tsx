import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export default function CenteredBlock() {
  return (
    <Box sx={{ bgcolor: 'action.hover', p: 2, borderRadius: 1 }}>
      <Box
        sx={{
          mx: 'auto',
          width: { xs: 1, sm: 320 },
          p: 2,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Box component="p" sx={{ m: 0, mb: 2 }}>
          Your session expires in 5 minutes.
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="text">Sign out</Button>
          {/* An automatic start margin pushes the button to the end of the row. */}
          <Button variant="contained" sx={{ marginInlineStart: 'auto' }}>
            Stay signed in
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
