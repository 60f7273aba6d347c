import Tab from '@mui/material/Tab';
import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import type { TabPanelProps } from '@mui/lab/TabPanel';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    value: 'description',
    children: 'Hand-thrown stoneware mug, 350 ml. Dishwasher safe.',
  },
  wrapper: (
    <TabContext value="description">
      <TabList aria-label="Product details">
        <Tab label="Description" value="description" />
        <Tab label="Reviews" value="reviews" />
      </TabList>
      {/* The panel the playground sets: it shows while its value is the context's. */}
    </TabContext>
  ),
} satisfies PlaygroundPreset<TabPanelProps>;
