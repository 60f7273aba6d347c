import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The clinic is closed at weekends and on these public holidays.
const holidays = ['2024-05-01', '2024-05-08', '2024-05-09', '2024-05-20'];

const isClosed = (date: Dayjs) =>
  date.day() === 0 || date.day() === 6 || holidays.includes(date.format('YYYY-MM-DD'));

export default function DateCalendarValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack>
        <Typography variant="subtitle2">Open days in May and June 2024</Typography>
        <DateCalendar
          referenceDate={dayjs('2024-05-01')}
          minDate={dayjs('2024-05-01')}
          maxDate={dayjs('2024-06-30')}
          shouldDisableDate={isClosed}
          displayWeekNumber
          // Week numbers are text.disabled by default (2.6:1 on white): readable text needs 4.5:1.
          sx={{ '& .MuiDayCalendar-weekNumber': { color: 'text.secondary' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
