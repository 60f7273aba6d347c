import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { PopperProps } from '@mui/material/Popper';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    placement: 'bottom-start',
    children: (
      <Paper sx={{ p: 2, mt: 1, maxWidth: 280 }}>
        Your password needs 12 characters, one of them a digit. Press the button again to hide this.
      </Paper>
    ),
  },
  opener: {
    trigger: <Button variant="outlined">Password rules</Button>,
    anchor: 'anchorEl',
  },
} satisfies PlaygroundPreset<PopperProps>;
