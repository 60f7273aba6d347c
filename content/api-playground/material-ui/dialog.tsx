import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { DialogProps } from '@mui/material/Dialog';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <DialogTitle key="title">Leave this page?</DialogTitle>,
      <DialogContent key="content">
        <DialogContentText>
          Your draft is saved. Press Escape or click outside to stay on the page.
        </DialogContentText>
      </DialogContent>,
    ],
  },
  opener: {
    trigger: <Button variant="outlined">Leave page</Button>,
    close: 'onClose',
  },
} satisfies PlaygroundPreset<DialogProps>;
