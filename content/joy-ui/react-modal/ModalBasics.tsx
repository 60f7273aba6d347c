import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

export default function ModalBasics() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog>
          <ModalClose aria-label="Close" />
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogContent>
            Press Ctrl + K to search, Ctrl + B to toggle the sidebar and ? to open this list again.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
