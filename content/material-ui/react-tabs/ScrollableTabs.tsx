import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const categories = [
  'All',
  'Breakfast',
  'Soups',
  'Salads',
  'Pasta',
  'Curries',
  'Grill',
  'Vegetarian',
  'Seafood',
  'Baking',
  'Desserts',
  'Drinks',
  'Sauces',
];

export default function ScrollableTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ maxWidth: { xs: 320, sm: 480 }, bgcolor: 'background.paper' }}>
      <Tabs
        value={value}
        onChange={(event, newValue: number) => setValue(newValue)}
        variant="scrollable"
        // 'auto' shows the arrows only when some tabs are out of view…
        scrollButtons="auto"
        // …and this keeps them below the `sm` breakpoint too, where they are hidden by default.
        allowScrollButtonsMobile
        aria-label="Recipe categories"
      >
        {categories.map((category) => (
          <Tab key={category} label={category} />
        ))}
      </Tabs>
    </Box>
  );
}
