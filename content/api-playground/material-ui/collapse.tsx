import Paper from '@mui/material/Paper';
import type { CollapseProps } from '@mui/material/Collapse';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    in: true,
    children: <Paper sx={{ p: 2 }}>This content folds away.</Paper>,
  },
} satisfies PlaygroundPreset<CollapseProps>;
