import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const firstDay = dayjs('2024-06-03');
const lastDay = dayjs('2024-08-30');

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

const messages: Record<NonNullable<DateValidationError>, string> = {
  minDate: 'The summer programme starts on 3 June 2024.',
  maxDate: 'The summer programme ends on 30 August 2024.',
  shouldDisableDate: 'Sessions only run on weekdays.',
  invalidDate: 'Enter a complete date.',
  disablePast: 'Pick a date in the future.',
  disableFuture: 'Pick a date in the past.',
  shouldDisableMonth: 'This month is not available.',
  shouldDisableYear: 'This year is not available.',
};

export default function DatePickerValidation() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Session day"
          defaultValue={dayjs('2024-06-08')}
          minDate={firstDay}
          maxDate={lastDay}
          shouldDisableDate={isWeekend}
          onError={setError}
          slotProps={{
            textField: {
              helperText: error ? messages[error] : 'A weekday between June and August 2024.',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
