import Button from '@mui/material/Button';
import type { DialogActionsProps } from '@mui/material/DialogActions';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [<Button key="cancel">Cancel</Button>, <Button key="delete">Delete</Button>],
  },
} satisfies PlaygroundPreset<DialogActionsProps>;
