import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function MonthAndYearCalendars() {
  const [period, setPeriod] = React.useState<Dayjs>(dayjs('2024-03-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Typography variant="body2" aria-live="polite">
          Report period: {period.format('MMMM YYYY')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <YearCalendar
            value={period}
            onChange={(year) => setPeriod(year)}
            minDate={dayjs('2019-01-01')}
            maxDate={dayjs('2025-12-31')}
          />
          <MonthCalendar value={period} onChange={(month) => setPeriod(month)} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
