import { Tab } from '@mui/base/Tab';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import type { TabPanelProps } from '@mui/base/TabPanel';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    value: 0,
    children: 'Hand-thrown stoneware mug, 350 ml. Dishwasher safe.',
  },
  wrapper: (
    <Tabs defaultValue={0}>
      <TabsList aria-label="Product details">
        <Tab value={0}>Description</Tab>
        <Tab value={1}>Reviews</Tab>
      </TabsList>
      {/* The panel the playground sets: it shows while its tab is selected. */}
    </Tabs>
  ),
} satisfies PlaygroundPreset<TabPanelProps>;
