import Button from '@mui/joy/Button';
import type { DialogActionsProps } from '@mui/joy/DialogActions';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [<Button key="stay">Stay</Button>, <Button key="leave">Leave</Button>],
  },
} satisfies PlaygroundPreset<DialogActionsProps>;
