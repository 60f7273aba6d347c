import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro';

export default function ControlledDateRangePicker() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-07-08'),
    dayjs('2024-07-13'),
  ]);
  const [start, end] = stay;
  const nights = start?.isValid() && end?.isValid() ? end.diff(start, 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateRangePicker
          value={stay}
          onChange={setStay}
          localeText={{ start: 'Check-in', end: 'Check-out' }}
        />
        <Typography variant="body2" aria-live="polite">
          {nights === null
            ? 'Choose both dates.'
            : `${nights} night${nights === 1 ? '' : 's'}, from ${start?.format('D MMM')} to ${end?.format('D MMM YYYY')}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
