import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError } from '@mui/x-date-pickers/models';
import type { TimeView } from '@mui/x-date-pickers/models';

const opening = dayjs('2024-01-01T08:00');
const closing = dayjs('2024-01-01T18:00');

// The counter is closed from 12:00 to 12:59.
const isLunchBreak = (value: Dayjs, view: TimeView) => view === 'hours' && value.hour() === 12;

function message(error: TimeValidationError) {
  switch (error) {
    case null:
      return 'Every quarter hour from 08:00 to 18:00, except 12:00 to 13:00.';
    case 'invalidDate':
      return 'Enter a complete time.';
    case 'minTime':
      return 'The counter opens at 08:00.';
    case 'maxTime':
      return 'The last pickup is at 18:00.';
    case 'minutesStep':
      return 'Pickups are every 15 minutes (:00, :15, :30, :45).';
    case 'shouldDisableTime-hours':
      return 'The counter is closed for lunch from 12:00 to 13:00.';
    default:
      return `This time is not available (${error}).`;
  }
}

export default function TimeValidation() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 360 }}>
        <TimePicker
          label="Pickup time"
          ampm={false}
          defaultValue={dayjs('2024-01-01T10:30')}
          minTime={opening}
          maxTime={closing}
          minutesStep={15}
          shouldDisableTime={isLunchBreak}
          onError={setError}
          slotProps={{ textField: { helperText: message(error) } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
