import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import { useTheme } from '@mui/material/styles';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import AddAlarmIcon from '@mui/icons-material/AddAlarm';
import UploadIcon from '@mui/icons-material/Upload';

const tabs = [
  {
    label: 'Contacts',
    text: '128 contacts',
    fab: { icon: <PersonAddIcon />, label: 'Add contact' },
  },
  { label: 'Alarms', text: '3 alarms set', fab: { icon: <AddAlarmIcon />, label: 'Add alarm' } },
  { label: 'Files', text: '42 files', fab: { icon: <UploadIcon />, label: 'Upload file' } },
];

export default function FabTransition() {
  const theme = useTheme();
  const [tab, setTab] = React.useState(0);
  const idPrefix = React.useId();
  // The leaving button zooms out before the next one zooms in.
  const timeout = {
    enter: theme.transitions.duration.enteringScreen,
    exit: theme.transitions.duration.leavingScreen,
  };

  return (
    <Paper variant="outlined" sx={{ position: 'relative', height: 220, overflow: 'hidden' }}>
      <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} variant="fullWidth">
        {tabs.map((item, index) => (
          <Tab
            key={item.label}
            label={item.label}
            id={`${idPrefix}-tab-${index}`}
            aria-controls={tab === index ? `${idPrefix}-panel` : undefined}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-tab-${tab}`}
        sx={{ p: 2 }}
      >
        <Typography>{tabs[tab].text}</Typography>
      </Box>
      {tabs.map((item, index) => (
        <Zoom
          key={item.label}
          in={tab === index}
          timeout={timeout}
          style={{ transitionDelay: `${tab === index ? timeout.exit : 0}ms` }}
          unmountOnExit
        >
          <Fab
            color="secondary"
            aria-label={item.fab.label}
            sx={{ position: 'absolute', bottom: 16, insetInlineEnd: 16 }}
          >
            {item.fab.icon}
          </Fab>
        </Zoom>
      ))}
    </Paper>
  );
}
