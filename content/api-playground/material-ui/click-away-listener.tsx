import Paper from '@mui/material/Paper';
import type { ClickAwayListenerProps } from '@mui/material/ClickAwayListener';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    onClickAway: (event) => console.log('Clicked outside the panel', event.target),
    children: (
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 320 }}>
        A click anywhere outside this panel calls onClickAway (see the console).
      </Paper>
    ),
  },
} satisfies PlaygroundPreset<ClickAwayListenerProps>;
