import MailIcon from '@mui/icons-material/Mail';
import type { ListItemDecoratorProps } from '@mui/joy/ListItemDecorator';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: <MailIcon />,
  },
} satisfies PlaygroundPreset<ListItemDecoratorProps>;
