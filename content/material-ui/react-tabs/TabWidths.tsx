import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

export default function TabWidths() {
  const [inbox, setInbox] = React.useState(0);
  const [period, setPeriod] = React.useState(1);

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="overline" component="p">
          variant=&quot;fullWidth&quot;
        </Typography>
        {/* A narrow, phone-sized card: the tabs share its whole width equally. */}
        <Paper variant="outlined" sx={{ maxWidth: 360 }}>
          <Tabs
            value={inbox}
            onChange={(event, newValue: number) => setInbox(newValue)}
            variant="fullWidth"
            aria-label="Messages"
          >
            <Tab label="Chats" />
            <Tab label="Updates" />
            <Tab label="Calls" />
          </Tabs>
        </Paper>
      </div>
      <div>
        <Typography variant="overline" component="p">
          centered
        </Typography>
        <Paper variant="outlined">
          <Tabs
            value={period}
            onChange={(event, newValue: number) => setPeriod(newValue)}
            centered
            aria-label="Report period"
          >
            <Tab label="Day" />
            <Tab label="Week" />
            <Tab label="Month" />
            <Tab label="Year" />
          </Tabs>
        </Paper>
      </div>
    </Stack>
  );
}
