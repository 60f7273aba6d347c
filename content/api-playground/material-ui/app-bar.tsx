import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { AppBarProps } from '@mui/material/AppBar';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    position: 'static',
    children: (
      <Toolbar>
        <Typography variant="h6">Inbox</Typography>
      </Toolbar>
    ),
  },
} satisfies PlaygroundPreset<AppBarProps>;
