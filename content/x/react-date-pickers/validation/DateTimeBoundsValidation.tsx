import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// Registration for the conference talks is open from Tuesday 09:00 to Friday 17:00.
const doorsOpen = dayjs('2024-05-14T09:00');
const doorsClose = dayjs('2024-05-17T17:00');

function message(error: DateTimeValidationError) {
  switch (error) {
    case null:
      return 'From Tuesday, May 14, 09:00 to Friday, May 17, 17:00.';
    case 'invalidDate':
      return 'Enter a complete date and time.';
    case 'minDate':
      return 'The conference starts on May 14.';
    case 'maxDate':
      return 'The conference ends on May 17.';
    case 'minTime':
      return 'On May 14, talks start at 09:00.';
    case 'maxTime':
      return 'On May 17, the last talk starts at 17:00.';
    case 'minutesStep':
      return 'Talks start on the half hour (:00 or :30).';
    default:
      return `This slot is not available (${error}).`;
  }
}

export default function DateTimeBoundsValidation() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 380 }}>
        <DateTimePicker
          label="Talk slot"
          ampm={false}
          defaultValue={dayjs('2024-05-14T08:30')}
          referenceDate={doorsOpen}
          minDateTime={doorsOpen}
          maxDateTime={doorsClose}
          minutesStep={30}
          timeSteps={{ minutes: 30 }}
          onError={setError}
          slotProps={{ textField: { helperText: message(error) } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
