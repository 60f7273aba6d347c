import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function FadeModal() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        What&apos;s new in 3.0
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        // Keep the page's scroll locked until the fade-out has finished.
        closeAfterTransition
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { timeout: 400 } }}
      >
        <Fade in={open} timeout={400}>
          <Box
            role="dialog"
            aria-modal="true"
            aria-labelledby="whats-new-title"
            tabIndex={-1}
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              transform: 'translate(-50%, -50%)',
              width: 'min(420px, calc(100% - 32px))',
              bgcolor: 'background.paper',
              borderRadius: 2,
              boxShadow: 24,
              p: 3,
              '&:focus': { outline: 'none' },
            }}
          >
            <Typography id="whats-new-title" variant="h6" component="h2" gutterBottom>
              What&apos;s new in 3.0
            </Typography>
            <Typography variant="body2" color="text.secondary" paragraph>
              Shared workspaces, a faster editor and dark mode everywhere.
            </Typography>
            <Button variant="contained" onClick={() => setOpen(false)}>
              Got it
            </Button>
          </Box>
        </Fade>
      </Modal>
    </div>
  );
}
