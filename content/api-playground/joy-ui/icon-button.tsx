import DeleteIcon from '@mui/icons-material/Delete';
import type { IconButtonProps } from '@mui/joy/IconButton';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    'aria-label': 'Delete',
    children: <DeleteIcon />,
  },
} satisfies PlaygroundPreset<IconButtonProps>;
