import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const areaStyles = {
  p: 1.5,
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
} as const;

export default function GridAreasBox() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        gridTemplateAreas: {
          xs: '"header" "main" "sidebar" "footer"',
          sm: '"header header" "sidebar main" "footer footer"',
        },
      }}
    >
      <Box sx={{ ...areaStyles, gridArea: 'header' }}>
        <Typography variant="subtitle2" component="p">
          Header: Acme Analytics
        </Typography>
      </Box>
      <Box sx={{ ...areaStyles, gridArea: 'sidebar' }}>
        <Typography variant="body2">Sidebar: saved reports</Typography>
      </Box>
      <Box sx={{ ...areaStyles, gridArea: 'main', minHeight: 96 }}>
        <Typography variant="body2">Main: weekly active users chart</Typography>
      </Box>
      <Box sx={{ ...areaStyles, gridArea: 'footer' }}>
        <Typography variant="body2" color="text.secondary">
          Footer: last synced 5 minutes ago
        </Typography>
      </Box>
    </Box>
  );
}
