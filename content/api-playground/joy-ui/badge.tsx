import MailIcon from '@mui/icons-material/Mail';
import type { BadgeProps } from '@mui/joy/Badge';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    badgeContent: 4,
    children: <MailIcon />,
  },
} satisfies PlaygroundPreset<BadgeProps>;
