import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { DialogProps } from '@mui/material/Dialog';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    'aria-labelledby': 'playground-dialog-title',
    children: [
      <DialogTitle key="title" id="playground-dialog-title">
        Keyboard shortcuts
      </DialogTitle>,
      <DialogContent key="content">
        <DialogContentText>
          Press / to search and N to start a new note. Escape closes this dialog.
        </DialogContentText>
      </DialogContent>,
    ],
  },
  opener: {
    trigger: <Button variant="outlined">Show shortcuts</Button>,
    close: 'onClose',
  },
} satisfies PlaygroundPreset<DialogProps>;
