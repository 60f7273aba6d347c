import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider, useTheme, type ThemeOptions } from '@mui/material/styles';

// Paste the object your theme builder export passes to createTheme() here.
const options: ThemeOptions = {};

export default function ThemedPreview() {
  // Keep the page's reading direction, so the demo also works right to left.
  const { direction } = useTheme();
  const theme = React.useMemo(() => createTheme({ ...options, direction }), [direction]);

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'background.default', color: 'text.primary' }}>
        <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
          <Button variant="contained">Save changes</Button>
          <TextField label="Project name" defaultValue="Atlas" />
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
