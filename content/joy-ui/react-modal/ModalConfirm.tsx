import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import WarningRounded from '@mui/icons-material/WarningRounded';

export default function ModalConfirm() {
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button color="danger" variant="soft" disabled={deleted} onClick={() => setOpen(true)}>
        Delete project
      </Button>
      <Typography level="body-sm" aria-live="polite">
        {deleted ? 'The project “Atlas” was deleted.' : 'The project “Atlas” has 42 files.'}
      </Typography>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog variant="outlined" role="alertdialog" size="sm">
          <DialogTitle>
            <WarningRounded />
            Delete “Atlas”?
          </DialogTitle>
          <Divider />
          <DialogContent>
            Its 42 files and their history are deleted for everyone. You cannot undo this.
          </DialogContent>
          <DialogActions>
            <Button
              color="danger"
              onClick={() => {
                setDeleted(true);
                setOpen(false);
              }}
            >
              Delete project
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
