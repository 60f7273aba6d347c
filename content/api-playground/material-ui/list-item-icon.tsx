import MailIcon from '@mui/icons-material/Mail';
import type { ListItemIconProps } from '@mui/material/ListItemIcon';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: <MailIcon />,
  },
} satisfies PlaygroundPreset<ListItemIconProps>;
