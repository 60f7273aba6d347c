import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import type { ModalProps } from '@mui/joy/Modal';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: (
      <ModalDialog>
        <ModalClose />
        <DialogTitle>Keyboard shortcuts</DialogTitle>
        <DialogContent>Press / to search and N to start a new note.</DialogContent>
      </ModalDialog>
    ),
  },
  opener: {
    trigger: <Button variant="outlined">Show shortcuts</Button>,
    close: 'onClose',
  },
} satisfies PlaygroundPreset<ModalProps>;
