import type { TabScrollButtonProps } from '@mui/material/TabScrollButton';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    direction: 'right',
    orientation: 'horizontal',
    'aria-label': 'Scroll the tabs right',
  },
} satisfies PlaygroundPreset<TabScrollButtonProps>;
