import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function CustomDateFormats() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      // British English: weeks start on Monday.
      adapterLocale="en-gb"
      // Replaces some of the adapter's formats for every component below.
      dateFormats={{ keyboardDate: 'DD MMM YYYY', monthAndYear: 'MMM YYYY' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <DateField label="Invoice date" defaultValue={dayjs('2024-11-20')} />
        <DateCalendar
          defaultValue={dayjs('2024-11-20')}
          displayWeekNumber
          // Week numbers are text.disabled by default (2.6:1 on white): readable text needs 4.5:1.
          sx={{ '& .MuiDayCalendar-weekNumber': { color: 'text.secondary' } }}
          // Two letters per weekday instead of one.
          dayOfWeekFormatter={(_day, date) => date.format('dd')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
