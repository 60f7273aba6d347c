import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const due = dayjs('2024-01-31');

export default function DateCalendarStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <div>
          <Typography variant="subtitle2">Read-only</Typography>
          <DateCalendar defaultValue={due} readOnly />
        </div>
        <div>
          <Typography variant="subtitle2">Disabled</Typography>
          <DateCalendar defaultValue={due} disabled />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
