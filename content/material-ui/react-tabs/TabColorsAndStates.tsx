import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function TabColorsAndStates() {
  const [value, setValue] = React.useState('open');

  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', maxWidth: 560 }}>
      <Tabs
        value={value}
        onChange={(event, newValue: string) => setValue(newValue)}
        textColor="secondary"
        indicatorColor="secondary"
        aria-label="Pull requests"
      >
        <Tab value="open" label="Open (8)" />
        <Tab value="closed" label="Closed (112)" />
        {/* `wrapped` lets a long label break onto two lines. */}
        <Tab value="review" label="Waiting for your review since last week" wrapped />
        <Tab value="drafts" label="Drafts" disabled />
      </Tabs>
    </Box>
  );
}
