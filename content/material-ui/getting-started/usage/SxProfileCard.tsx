import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

export default function SxProfileCard() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: 2,
        p: 2,
        maxWidth: 520,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        boxShadow: 1,
      }}
    >
      <Avatar sx={{ bgcolor: 'secondary.main', width: 56, height: 56 }}>AO</Avatar>
      <Box sx={{ flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 'fontWeightMedium' }}>Amara Okafor</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Site reliability engineer · Lagos
        </Typography>
      </Box>
      <Chip
        label="On call"
        color="success"
        size="small"
        sx={{ marginInlineStart: { sm: 'auto' } }}
      />
    </Box>
  );
}
