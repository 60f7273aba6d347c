import Tab from '@mui/material/Tab';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';
import type { TabContextProps } from '@mui/lab/TabContext';
import type { PlaygroundPreset } from '../playgroundPreset';

export default {
  props: {
    value: 'reviews',
    children: [
      <TabList key="tabs" aria-label="Product details">
        <Tab label="Description" value="description" />
        <Tab label="Reviews" value="reviews" />
      </TabList>,
      <TabPanel key="description" value="description">
        Hand-thrown stoneware mug, 350 ml.
      </TabPanel>,
      <TabPanel key="reviews" value="reviews">
        4.8 out of 5 from 212 reviews.
      </TabPanel>,
    ],
  },
} satisfies PlaygroundPreset<TabContextProps>;
