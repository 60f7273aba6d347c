import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

interface TabPanelProps {
  children?: React.ReactNode;
  index: number;
  value: number;
}

// Tabs renders only the tab strip: each panel is yours, tied to its tab by ids.
function TabPanel({ children, value, index }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      hidden={value !== index}
      id={`product-tabpanel-${index}`}
      aria-labelledby={`product-tab-${index}`}
    >
      {value === index && <Box sx={{ py: 2 }}>{children}</Box>}
    </div>
  );
}

function tabProps(index: number) {
  return { id: `product-tab-${index}`, 'aria-controls': `product-tabpanel-${index}` };
}

export default function BasicTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={value}
          onChange={(event, newValue: number) => setValue(newValue)}
          aria-label="Trail running shoe details"
        >
          <Tab label="Description" {...tabProps(0)} />
          <Tab label="Specifications" {...tabProps(1)} />
          <Tab label="Reviews (24)" {...tabProps(2)} />
        </Tabs>
      </Box>
      <TabPanel value={value} index={0}>
        <Typography>
          A light trail shoe with a 4 mm drop, a rock plate under the forefoot and a grippy outsole
          for wet descents.
        </Typography>
      </TabPanel>
      <TabPanel value={value} index={1}>
        <Typography>Weight 280 g (US size 9) · Stack 32/28 mm · Lugs 5 mm · Drop 4 mm</Typography>
      </TabPanel>
      <TabPanel value={value} index={2}>
        <Typography>
          Rated 4.6 out of 5. “Held up for 600 km of rocky trails and still feels springy.”
        </Typography>
      </TabPanel>
    </Box>
  );
}
