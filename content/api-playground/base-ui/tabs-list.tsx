import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import type { TabsListProps } from '@mui/base/TabsList';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: [
      <Tab key="description" value={0}>
        Description
      </Tab>,
      <Tab key="reviews" value={1}>
        Reviews
      </Tab>,
    ],
  },
  wrapper: (
    <Tabs defaultValue={0}>
      {/* The tab list the playground sets. */}
      <TabPanel value={0}>Hand-thrown stoneware mug, 350 ml.</TabPanel>
      <TabPanel value={1}>4.8 out of 5 from 212 reviews.</TabPanel>
    </Tabs>
  ),
} satisfies PlaygroundPreset<TabsListProps>;
