import Button from '@mui/material/Button';
import type { TooltipProps } from '@mui/material/Tooltip';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    title: 'Delete',
    children: <Button>Hover or focus me</Button>,
  },
} satisfies PlaygroundPreset<TooltipProps>;
