import Typography from '@mui/material/Typography';
import type { ToolbarProps } from '@mui/material/Toolbar';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: <Typography variant="h6">Dashboard</Typography>,
  },
} satisfies PlaygroundPreset<ToolbarProps>;
