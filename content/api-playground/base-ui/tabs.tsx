import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { TabsList } from '@mui/base/TabsList';
import type { TabsProps } from '@mui/base/Tabs';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    defaultValue: 0,
    children: [
      <TabsList key="list">
        <Tab value={0}>Overview</Tab>
        <Tab value={1}>Specs</Tab>
      </TabsList>,
      <TabPanel key="overview" value={0}>
        A light jacket for spring.
      </TabPanel>,
      <TabPanel key="specs" value={1}>
        Cotton, 420 g.
      </TabPanel>,
    ],
  },
} satisfies PlaygroundPreset<TabsProps>;
