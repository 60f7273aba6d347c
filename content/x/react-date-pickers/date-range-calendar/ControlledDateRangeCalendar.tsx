import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro';

export default function ControlledDateRangeCalendar() {
  const [trip, setTrip] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-10-03'),
    dayjs('2024-10-09'),
  ]);
  const [start, end] = trip;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Typography variant="body2" aria-live="polite">
          Trip: {start ? start.format('D MMM') : '…'} to {end ? end.format('D MMM YYYY') : '…'}
        </Typography>
        <DateRangeCalendar value={trip} onChange={setTrip} />
      </Stack>
    </LocalizationProvider>
  );
}
