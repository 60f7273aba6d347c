import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function TimeAndDateTimePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker label="Daily backup at" defaultValue={dayjs('2024-10-15T02:00')} />
        <DateTimePicker label="Release goes live" defaultValue={dayjs('2024-10-21T09:30')} />
      </Stack>
    </LocalizationProvider>
  );
}
