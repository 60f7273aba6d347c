import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function ControlledDateTimePicker() {
  const [reminder, setReminder] = React.useState<Dayjs | null>(dayjs('2024-09-13T18:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateTimePicker label="Uncontrolled" defaultValue={dayjs('2024-09-20T08:00')} />
        <Stack spacing={1}>
          <DateTimePicker label="Reminder" value={reminder} onChange={setReminder} />
          <Typography variant="body2" aria-live="polite">
            {reminder?.isValid()
              ? `Reminder on ${reminder.format('ddd D MMM')} at ${reminder.format('HH:mm')}`
              : 'No reminder'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
