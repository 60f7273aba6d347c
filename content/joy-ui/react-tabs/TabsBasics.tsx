import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

export default function TabsBasics() {
  return (
    <Tabs defaultValue={0} sx={{ maxWidth: 480 }}>
      <TabList aria-label="Order details">
        <Tab>Summary</Tab>
        <Tab>Shipping</Tab>
        <Tab>Invoice</Tab>
      </TabList>
      <TabPanel value={0}>
        <Typography level="body-sm">3 items · $148.20 · placed on May 2</Typography>
      </TabPanel>
      <TabPanel value={1}>
        <Typography level="body-sm">DHL Express, tracking number 7781 2299 0412</Typography>
      </TabPanel>
      <TabPanel value={2}>
        <Typography level="body-sm">Invoice INV-20931 was emailed to you on May 2.</Typography>
      </TabPanel>
    </Tabs>
  );
}
