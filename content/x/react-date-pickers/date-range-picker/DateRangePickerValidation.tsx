import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro';

// The holiday cottage is rented from Saturday to Saturday between May and September 2024.
const isNotSaturday = (date: Dayjs) => date.day() !== 6;

function describe([startError, endError]: DateRangeValidationError): string {
  if (startError === 'invalidRange' || endError === 'invalidRange') {
    return 'The departure must come after the arrival.';
  }
  if (startError === 'shouldDisableDate' || endError === 'shouldDisableDate') {
    return 'Stays start and end on a Saturday.';
  }
  if (startError || endError) {
    return 'The cottage is open from May to September 2024.';
  }
  return 'Saturday to Saturday, May to September 2024.';
}

export default function DateRangePickerValidation() {
  const [range, setRange] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-06-01'),
    dayjs('2024-06-10'),
  ]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateRangePicker
          value={range}
          onChange={setRange}
          onError={setError}
          minDate={dayjs('2024-05-01')}
          maxDate={dayjs('2024-09-30')}
          shouldDisableDate={isNotSaturday}
          localeText={{ start: 'Arrival', end: 'Departure' }}
        />
        <Typography
          variant="body2"
          color={error[0] || error[1] ? 'error' : 'text.secondary'}
          aria-live="polite"
        >
          {describe(error)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
