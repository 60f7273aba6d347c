import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

type Filter = 'open' | 'review' | 'closed';

const counts: Record<Filter, number> = { open: 14, review: 3, closed: 128 };
const labels: Record<Filter, string> = { open: 'Open', review: 'In review', closed: 'Closed' };

export default function TabsControlled() {
  const [filter, setFilter] = React.useState<Filter>('review');

  return (
    <Tabs
      value={filter}
      onChange={(_event, newValue) => setFilter(newValue as Filter)}
      sx={{ maxWidth: 520, bgcolor: 'transparent' }}
    >
      <TabList aria-label="Pull requests" tabFlex="auto">
        {(Object.keys(labels) as Filter[]).map((key) => (
          <Tab key={key} value={key} indicatorInset>
            {labels[key]}
            <Chip size="sm" variant="soft" color={filter === key ? 'primary' : 'neutral'}>
              {counts[key]}
            </Chip>
          </Tab>
        ))}
      </TabList>
      {(Object.keys(labels) as Filter[]).map((key) => (
        <TabPanel key={key} value={key}>
          <Typography level="body-sm">
            {counts[key]} pull requests are {labels[key].toLowerCase()}.
          </Typography>
        </TabPanel>
      ))}
    </Tabs>
  );
}
