import Button from '@mui/material/Button';
import type { CardActionsProps } from '@mui/material/CardActions';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <Button key="share" size="small">
        Share
      </Button>,
      <Button key="more" size="small">
        Learn more
      </Button>,
    ],
  },
} satisfies PlaygroundPreset<CardActionsProps>;
