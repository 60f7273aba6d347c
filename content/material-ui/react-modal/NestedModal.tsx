import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const panelStyle = {
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
} as const;

export default function NestedModal() {
  const [editing, setEditing] = React.useState(false);
  const [confirming, setConfirming] = React.useState(false);
  const [note, setNote] = React.useState('Call the supplier about the delayed order.');

  const discard = () => {
    setConfirming(false);
    setEditing(false);
  };

  return (
    <div>
      <Button variant="outlined" onClick={() => setEditing(true)}>
        Edit note
      </Button>
      <Modal open={editing} onClose={() => setConfirming(true)}>
        <Box
          role="dialog"
          aria-modal="true"
          aria-labelledby="edit-note-title"
          tabIndex={-1}
          sx={panelStyle}
        >
          <Typography id="edit-note-title" variant="h6" component="h2" gutterBottom>
            Edit note
          </Typography>
          <TextField
            fullWidth
            multiline
            minRows={3}
            label="Note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 2 }}>
            <Button onClick={() => setConfirming(true)}>Cancel</Button>
            <Button variant="contained" onClick={() => setEditing(false)}>
              Save
            </Button>
          </Stack>
          {/* A second modal on top: it traps the focus until it closes, then gives it back. */}
          <Modal open={confirming} onClose={() => setConfirming(false)}>
            <Box
              role="alertdialog"
              aria-modal="true"
              aria-labelledby="discard-title"
              tabIndex={-1}
              sx={{ ...panelStyle, width: 'min(320px, calc(100% - 32px))' }}
            >
              <Typography id="discard-title" variant="subtitle1" component="h2" gutterBottom>
                Discard your changes?
              </Typography>
              <Stack direction="row" spacing={1} justifyContent="flex-end">
                <Button onClick={() => setConfirming(false)}>Keep editing</Button>
                <Button color="error" onClick={discard}>
                  Discard
                </Button>
              </Stack>
            </Box>
          </Modal>
        </Box>
      </Modal>
    </div>
  );
}
