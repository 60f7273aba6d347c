import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';

export default function ToolbarItems() {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ flexShrink: 0, fontWeight: 'bold', color: 'primary.main' }}>Trailhead</Box>
      <InputBase
        placeholder="Search trails"
        inputProps={{ 'aria-label': 'Search trails' }}
        sx={{
          flexGrow: 1,
          flexBasis: { xs: '100%', sm: 'auto' },
          order: { xs: 3, sm: 0 },
          px: 1.5,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      />
      <Button
        variant="outlined"
        size="small"
        sx={{ flexShrink: 0, marginInlineStart: { xs: 'auto', sm: 0 } }}
      >
        Sign in
      </Button>
    </Box>
  );
}
