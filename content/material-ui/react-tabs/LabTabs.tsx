import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';

export default function LabTabs() {
  // TabContext shares the value: TabList and TabPanel wire the ids and roles themselves.
  const [value, setValue] = React.useState('profile');

  return (
    <Box sx={{ width: '100%' }}>
      <TabContext value={value}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <TabList
            onChange={(event, newValue: string) => setValue(newValue)}
            aria-label="Account settings"
          >
            <Tab label="Profile" value="profile" />
            <Tab label="Security" value="security" />
            <Tab label="Billing" value="billing" />
          </TabList>
        </Box>
        <TabPanel value="profile">
          <Typography>Name, photo and the time zone your teammates see.</Typography>
        </TabPanel>
        <TabPanel value="security">
          <Typography>Two-step verification is on. Last sign-in: Lisbon, 2 days ago.</Typography>
        </TabPanel>
        <TabPanel value="billing">
          <Typography>
            Team plan, 12 seats, renews on July 1. Paid by card ending in 4242.
          </Typography>
        </TabPanel>
      </TabContext>
    </Box>
  );
}
