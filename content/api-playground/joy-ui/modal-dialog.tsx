import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import type { ModalDialogProps } from '@mui/joy/ModalDialog';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    layout: 'center',
    children: [
      <DialogTitle key="title">Remove this device?</DialogTitle>,
      <DialogContent key="content">
        The phone named Pixel will need to sign in again.
      </DialogContent>,
    ],
  },
} satisfies PlaygroundPreset<ModalDialogProps>;
