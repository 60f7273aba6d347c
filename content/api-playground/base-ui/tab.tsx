import { Tab } from '@mui/base/Tab';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import type { TabProps } from '@mui/base/Tab';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    value: 0,
    children: 'Description',
  },
  wrapper: (
    <Tabs defaultValue={0}>
      <TabsList aria-label="Product details">
        {/* The tab the playground sets. */}
        <Tab value={1}>Reviews</Tab>
      </TabsList>
    </Tabs>
  ),
} satisfies PlaygroundPreset<TabProps>;
