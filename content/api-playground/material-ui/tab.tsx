import type { TabProps } from '@mui/material/Tab';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    label: 'Overview',
  },
} satisfies PlaygroundPreset<TabProps>;
