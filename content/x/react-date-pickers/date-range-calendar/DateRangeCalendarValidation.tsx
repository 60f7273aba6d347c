import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

// Courses start on a Monday and end on a Friday, in the autumn term.
const isWrongDay = (day: Dayjs, position: 'start' | 'end') =>
  position === 'start' ? day.day() !== 1 : day.day() !== 5;

export default function DateRangeCalendarValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
        <div>
          <Typography variant="subtitle2">Monday to Friday, autumn term</Typography>
          <DateRangeCalendar
            calendars={1}
            referenceDate={dayjs('2024-09-02')}
            minDate={dayjs('2024-09-02')}
            maxDate={dayjs('2024-12-20')}
            shouldDisableDate={isWrongDay}
          />
        </div>
        <div>
          <Typography variant="subtitle2">Read-only</Typography>
          <DateRangeCalendar
            calendars={1}
            readOnly
            defaultValue={[dayjs('2024-09-09'), dayjs('2024-09-13')]}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
