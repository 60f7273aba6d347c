import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import type { DateOrTimeView } from '@mui/x-date-pickers/models';
import {
  PickersLayoutProps,
  pickersLayoutClasses,
  usePickerLayout,
} from '@mui/x-date-pickers/PickersLayout';

function BottomTabsLayout(props: PickersLayoutProps<Dayjs | null, Dayjs, DateOrTimeView>) {
  const { toolbar, content, tabs, actionBar } = usePickerLayout(props);

  return (
    <Box
      className={pickersLayoutClasses.root}
      sx={{ display: 'flex', flexDirection: 'column', width: 'fit-content' }}
    >
      {toolbar}
      <Box
        className={pickersLayoutClasses.contentWrapper}
        sx={{ display: 'flex', justifyContent: 'center' }}
      >
        {content}
      </Box>
      {/* The tabs sit under the views, within thumb reach on a phone. */}
      <Box sx={{ borderTop: 1, borderColor: 'divider', '& .MuiTabs-root': { borderBottom: 0 } }}>
        {tabs}
      </Box>
      {actionBar}
    </Box>
  );
}

export default function TabsBelowLayout() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs('2024-05-14T18:40'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        value={departure}
        onChange={setDeparture}
        slots={{ layout: BottomTabsLayout }}
        slotProps={{ tabs: { hidden: false }, actionBar: { actions: ['today'] } }}
      />
    </LocalizationProvider>
  );
}
