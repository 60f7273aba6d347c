import Tab from '@mui/material/Tab';
import type { TabsProps } from '@mui/material/Tabs';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    value: 0,
    children: [<Tab key="overview" label="Overview" />, <Tab key="specs" label="Specs" />],
  },
} satisfies PlaygroundPreset<TabsProps>;
