import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ModalProps } from '@mui/material/Modal';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: (
      <Box
        role="dialog"
        aria-modal="true"
        aria-labelledby="playground-modal-title"
        sx={{
          position: 'absolute',
          top: '50%',
          left: '50%',
          transform: 'translate(-50%, -50%)',
          width: 320,
          bgcolor: 'background.paper',
          boxShadow: 24,
          p: 3,
        }}
      >
        <Typography id="playground-modal-title" variant="h6">
          Session expiring
        </Typography>
        <Typography>
          You will be signed out in two minutes. Press Escape to keep working.
        </Typography>
      </Box>
    ),
  },
  opener: {
    trigger: <Button variant="outlined">Show notice</Button>,
    close: 'onClose',
  },
} satisfies PlaygroundPreset<ModalProps>;
