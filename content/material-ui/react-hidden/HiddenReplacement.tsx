import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Hidden from '@mui/material/Hidden';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function HiddenReplacement() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Deprecated: Hidden
        </Typography>
        {/* Hidden below md (900px). implementation="css" wraps the child in a div with display: none. */}
        <Hidden mdDown implementation="css">
          <Chip label="Wide-screen shortcut bar" color="primary" variant="outlined" />
        </Hidden>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {'<Hidden mdDown implementation="css">'}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Instead: responsive display
        </Typography>
        {/* The same rule with the sx prop: no extra wrapper, no component. */}
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <Chip label="Wide-screen shortcut bar" color="primary" variant="outlined" />
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {"sx={{ display: { xs: 'none', md: 'block' } }}"}
        </Typography>
      </Paper>
    </Stack>
  );
}
