import Button from '@mui/joy/Button';
import type { CardActionsProps } from '@mui/joy/CardActions';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [<Button key="later">Later</Button>, <Button key="now">Book now</Button>],
  },
} satisfies PlaygroundPreset<CardActionsProps>;
