import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import type { TabsProps } from '@mui/joy/Tabs';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    defaultValue: 0,
    children: [
      <TabList key="list">
        <Tab>Overview</Tab>
        <Tab>Specs</Tab>
      </TabList>,
      <TabPanel key="overview" value={0}>
        A light jacket for spring.
      </TabPanel>,
      <TabPanel key="specs" value={1}>
        Cotton, 420 g.
      </TabPanel>,
    ],
  },
} satisfies PlaygroundPreset<TabsProps>;
