import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import type { TabListProps } from '@mui/joy/TabList';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [<Tab key="description">Description</Tab>, <Tab key="reviews">Reviews</Tab>],
  },
  wrapper: (
    <Tabs defaultValue={0} aria-label="Product details" sx={{ maxWidth: 420 }}>
      {/* The tab list the playground sets. */}
      <TabPanel value={0}>Hand-thrown stoneware mug, 350 ml.</TabPanel>
      <TabPanel value={1}>4.8 out of 5 from 212 reviews.</TabPanel>
    </Tabs>
  ),
} satisfies PlaygroundPreset<TabListProps>;
