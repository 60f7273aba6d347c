import Button from '@mui/joy/Button';
import type { TooltipProps } from '@mui/joy/Tooltip';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    title: 'Delete',
    children: <Button>Hover or focus me</Button>,
  },
} satisfies PlaygroundPreset<TooltipProps>;
