import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function DateRangeCalendarOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <div>
          <Typography variant="subtitle2">One calendar, week numbers</Typography>
          <DateRangeCalendar
            calendars={1}
            displayWeekNumber
            // Week numbers are text.disabled by default (2.6:1 on white): readable text needs 4.5:1.
            sx={{ '& .MuiDayCalendar-weekNumber': { color: 'text.secondary' } }}
            defaultValue={[dayjs('2024-10-07'), dayjs('2024-10-18')]}
          />
        </div>
        <div>
          <Typography variant="subtitle2">Three calendars, current month last</Typography>
          <DateRangeCalendar
            calendars={3}
            currentMonthCalendarPosition={3}
            defaultValue={[dayjs('2024-08-19'), dayjs('2024-10-04')]}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
