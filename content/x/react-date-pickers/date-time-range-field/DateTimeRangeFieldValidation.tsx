import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro';

// The festival grounds are open from Friday 12:00 to Sunday 23:00.
const gatesOpen = dayjs('2024-08-16T12:00');
const gatesClose = dayjs('2024-08-18T23:00');

export default function DateTimeRangeFieldValidation() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);
  const message = error.includes('invalidRange')
    ? 'The end must come after the start.'
    : error[0] || error[1]
      ? 'Stages run from Friday 12:00 to Sunday 23:00.'
      : 'Within the festival opening times.';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 520 }}>
        <SingleInputDateTimeRangeField
          label="Stage slot"
          defaultValue={[dayjs('2024-08-18T22:00'), dayjs('2024-08-19T00:30')]}
          minDateTime={gatesOpen}
          maxDateTime={gatesClose}
          ampm={false}
          onError={setError}
          helperText={message}
          fullWidth
        />
        <SingleInputDateTimeRangeField
          label="Sound check (read-only)"
          defaultValue={[dayjs('2024-08-16T09:00'), dayjs('2024-08-16T11:00')]}
          ampm={false}
          readOnly
          fullWidth
        />
      </Stack>
    </LocalizationProvider>
  );
}
