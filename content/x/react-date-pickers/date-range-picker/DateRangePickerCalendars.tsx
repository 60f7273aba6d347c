import Stack from '@mui/material/Stack';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro';

const quarter: DateRange<Dayjs> = [dayjs('2024-04-01'), dayjs('2024-06-30')];

export default function DateRangePickerCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateRangePicker
          calendars={1}
          defaultValue={quarter}
          localeText={{ start: 'One calendar: start', end: 'One calendar: end' }}
        />
        <DateRangePicker
          calendars={3}
          currentMonthCalendarPosition={3}
          defaultValue={quarter}
          localeText={{ start: 'Three calendars: start', end: 'Three calendars: end' }}
        />
        <DateRangePicker
          label="Reporting period"
          defaultValue={quarter}
          slots={{ field: SingleInputDateRangeField }}
          format="DD MMM YYYY"
        />
      </Stack>
    </LocalizationProvider>
  );
}
