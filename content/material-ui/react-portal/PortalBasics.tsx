import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PortalBasics() {
  const [show, setShow] = React.useState(false);
  const [container, setContainer] = React.useState<HTMLElement | null>(null);

  return (
    <Stack spacing={2}>
      <Button
        variant="outlined"
        onClick={() => setShow((value) => !value)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {show ? 'Unmount the message' : 'Mount the message'}
      </Button>
      <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="caption" color="text.secondary">
          Where the Portal is in the React tree
        </Typography>
        {show ? (
          <Portal container={() => container}>
            <Typography variant="body2">Your export is ready to download.</Typography>
          </Portal>
        ) : null}
      </Box>
      <Box
        ref={setContainer}
        sx={{ p: 2, border: 1, borderColor: 'primary.main', borderRadius: 1 }}
      >
        <Typography variant="caption" color="text.secondary">
          Where its children end up in the DOM
        </Typography>
      </Box>
    </Stack>
  );
}
