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
        <Tab value={0}>Delivery</Tab>
        <Tab value={1}>Returns</Tab>
      </TabsList>,
      <TabPanel key="overview" value={0}>
        Ships within two days.
      </TabPanel>,
      <TabPanel key="specs" value={1}>
        Free returns for 30 days.
      </TabPanel>,
    ],
  },
} satisfies PlaygroundPreset<TabsProps>;
