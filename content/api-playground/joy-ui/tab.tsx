import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import Tabs from '@mui/joy/Tabs';
import type { TabProps } from '@mui/joy/Tab';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    children: 'Description',
  },
  wrapper: (
    <Tabs defaultValue={0} aria-label="Product details" sx={{ maxWidth: 420 }}>
      <TabList>
        {/* The tab the playground sets. */}
        <Tab>Reviews</Tab>
      </TabList>
    </Tabs>
  ),
} satisfies PlaygroundPreset<TabProps>;
