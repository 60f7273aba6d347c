import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { TimeRangeValidationError } from '@mui/x-date-pickers-pro';

export default function TimeRangeFieldValidation() {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);
  const [startError, endError] = error;
  const message =
    startError === 'invalidRange'
      ? 'The room must be released after it is booked.'
      : startError === 'minutesStep' || endError === 'minutesStep'
        ? 'Rooms are booked by quarter hours.'
        : startError || endError
          ? 'The building is open from 7:00 to 21:00.'
          : 'Quarter hours between 7:00 and 21:00.';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 360 }}>
        <SingleInputTimeRangeField
          label="Meeting room booking"
          defaultValue={[dayjs('2024-05-06T14:00'), dayjs('2024-05-06T15:10')]}
          ampm={false}
          minTime={dayjs('2024-05-06T07:00')}
          maxTime={dayjs('2024-05-06T21:00')}
          minutesStep={15}
          onError={setError}
          helperText={message}
        />
      </Stack>
    </LocalizationProvider>
  );
}
