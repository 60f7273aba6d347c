import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { TimeView } from '@mui/x-date-pickers/models';

export default function TimeClockViewControl() {
  const [reminder, setReminder] = React.useState<Dayjs | null>(dayjs('2024-05-14T16:20'));
  const [view, setView] = React.useState<TimeView>('hours');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems="flex-start">
        <Stack spacing={2}>
          <TimeField label="Reminder" value={reminder} onChange={setReminder} />
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-label="Clock view"
            value={view}
            onChange={(event, newView: TimeView | null) => {
              if (newView) {
                setView(newView);
              }
            }}
          >
            <ToggleButton value="hours">Hours</ToggleButton>
            <ToggleButton value="minutes">Minutes</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Paper variant="outlined">
          <TimeClock
            value={reminder}
            onChange={setReminder}
            view={view}
            onViewChange={setView}
            views={['hours', 'minutes']}
          />
        </Paper>
      </Stack>
    </LocalizationProvider>
  );
}
