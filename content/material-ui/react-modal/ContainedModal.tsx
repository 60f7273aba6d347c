import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function ContainedModal() {
  const [open, setOpen] = React.useState(false);

  return (
    // With disablePortal, the modal renders inside this panel, and the backdrop only covers it.
    <Box
      sx={{
        position: 'relative',
        height: 220,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Typography variant="subtitle2" component="p" gutterBottom>
        Invoice INV-0193 preview
      </Typography>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        Lock preview
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        disablePortal
        disableScrollLock
        // Both the modal and its backdrop are fixed to the window by default: pin them to the panel.
        sx={{ position: 'absolute' }}
        slotProps={{ backdrop: { sx: { position: 'absolute' } } }}
      >
        <Box
          role="dialog"
          aria-modal="true"
          aria-label="Preview locked"
          tabIndex={-1}
          sx={{
            position: 'absolute',
            inset: 'auto 16px 16px 16px',
            bgcolor: 'background.paper',
            borderRadius: 1,
            boxShadow: 8,
            p: 2,
            '&:focus': { outline: 'none' },
          }}
        >
          <Typography variant="body2" gutterBottom>
            The preview is locked while the invoice is being sent.
          </Typography>
          <Button size="small" onClick={() => setOpen(false)}>
            Unlock
          </Button>
        </Box>
      </Modal>
    </Box>
  );
}
