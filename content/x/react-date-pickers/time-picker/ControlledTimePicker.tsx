import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function ControlledTimePicker() {
  const [alarm, setAlarm] = React.useState<Dayjs | null>(dayjs('2024-04-15T06:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker label="Uncontrolled" defaultValue={dayjs('2024-04-15T22:00')} />
        <Stack spacing={1}>
          <TimePicker label="Alarm" value={alarm} onChange={setAlarm} />
          <Typography variant="body2" aria-live="polite">
            {alarm?.isValid()
              ? `Rings at ${alarm.format('HH:mm')} (24-hour clock)`
              : 'No alarm set'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
