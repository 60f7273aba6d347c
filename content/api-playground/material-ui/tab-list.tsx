import Tab from '@mui/material/Tab';
import TabContext from '@mui/lab/TabContext';
import TabPanel from '@mui/lab/TabPanel';
import type { TabListProps } from '@mui/lab/TabList';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    'aria-label': 'Product details',
    children: [
      <Tab key="description" label="Description" value="description" />,
      <Tab key="reviews" label="Reviews" value="reviews" />,
    ],
  },
  wrapper: (
    <TabContext value="description">
      {/* The tab list the playground sets. */}
      <TabPanel value="description">Hand-thrown stoneware mug, 350 ml.</TabPanel>
      <TabPanel value="reviews">4.8 out of 5 from 212 reviews.</TabPanel>
    </TabContext>
  ),
} satisfies PlaygroundPreset<TabListProps>;
