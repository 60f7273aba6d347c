import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import type { TabPanelProps } from '@mui/joy/TabPanel';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    value: 0,
    children: 'Hand-thrown stoneware mug, 350 ml. Dishwasher safe.',
  },
  wrapper: (
    <Tabs defaultValue={0} aria-label="Product details" sx={{ maxWidth: 420 }}>
      <TabList>
        <Tab>Description</Tab>
        <Tab>Reviews</Tab>
      </TabList>
      {/* The panel the playground sets: it shows while its tab is selected. */}
    </Tabs>
  ),
} satisfies PlaygroundPreset<TabPanelProps>;
