import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro';

const seasonStart = dayjs('2024-05-01');
const seasonEnd = dayjs('2024-09-30');

// Arrivals and departures happen on Saturdays only.
const isNotSaturday = (date: Dayjs) => date.day() !== 6;

function describe(reason: DateRangeValidationError[number], end: 'arrival' | 'departure') {
  switch (reason) {
    case null:
      return null;
    case 'invalidDate':
      return `The ${end} date is incomplete.`;
    case 'invalidRange':
      return 'The departure must come after the arrival.';
    case 'minDate':
    case 'maxDate':
      return `The ${end} must fall between 1 May and 30 September 2024.`;
    case 'shouldDisableDate':
      return `The ${end} must be a Saturday.`;
    default:
      return `The ${end} date is not allowed (${reason}).`;
  }
}

export default function RangeValidation() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);
  const messages = [describe(error[0], 'arrival'), describe(error[1], 'departure')].filter(
    (text, index, all): text is string => text !== null && all.indexOf(text) === index,
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateRangePicker
          localeText={{ start: 'Arrival', end: 'Departure' }}
          defaultValue={[dayjs('2024-07-06'), dayjs('2024-07-13')]}
          minDate={seasonStart}
          maxDate={seasonEnd}
          shouldDisableDate={isNotSaturday}
          onError={setError}
        />
        <Typography
          variant="body2"
          color={messages.length > 0 ? 'error' : 'text.secondary'}
          aria-live="polite"
        >
          {messages.length > 0 ? messages.join(' ') : 'Weekly stays, Saturday to Saturday.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
