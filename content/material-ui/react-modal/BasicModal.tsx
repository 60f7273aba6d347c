import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function BasicModal() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        View keyboard shortcuts
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} aria-labelledby="shortcuts-title">
        {/* The content: one element that can hold focus (tabIndex -1) and names itself a dialog. */}
        <Box
          role="dialog"
          aria-modal="true"
          aria-labelledby="shortcuts-title"
          tabIndex={-1}
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 'min(400px, calc(100% - 32px))',
            bgcolor: 'background.paper',
            borderRadius: 2,
            boxShadow: 24,
            p: 3,
            '&:focus': { outline: 'none' },
          }}
        >
          <Typography id="shortcuts-title" variant="h6" component="h2" gutterBottom>
            Keyboard shortcuts
          </Typography>
          <Typography variant="body2" color="text.secondary" component="div">
            <Box component="p" sx={{ my: 0.5 }}>
              <kbd>Ctrl</kbd> + <kbd>K</kbd>: open the command palette
            </Box>
            <Box component="p" sx={{ my: 0.5 }}>
              <kbd>G</kbd> then <kbd>I</kbd>: go to the inbox
            </Box>
            <Box component="p" sx={{ my: 0.5 }}>
              <kbd>Esc</kbd>: close this window
            </Box>
          </Typography>
          <Stack direction="row" justifyContent="flex-end" sx={{ mt: 2 }}>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </Stack>
        </Box>
      </Modal>
    </div>
  );
}
