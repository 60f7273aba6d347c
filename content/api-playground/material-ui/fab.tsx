import AddIcon from '@mui/icons-material/Add';
import type { FabProps } from '@mui/material/Fab';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    'aria-label': 'Add',
    children: <AddIcon />,
  },
} satisfies PlaygroundPreset<FabProps>;
