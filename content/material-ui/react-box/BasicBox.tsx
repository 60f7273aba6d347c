import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export default function BasicBox() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle2" component="p">
          Your trial ends in 5 days
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Choose a plan to keep your projects and history.
        </Typography>
      </Box>
      <Button variant="contained">See plans</Button>
    </Box>
  );
}
