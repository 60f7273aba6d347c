import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// Applicants must be 18 or older on 1 September 2024, the course start.
const courseStart = dayjs('2024-09-01');
const latestBirthDate = courseStart.subtract(18, 'year');

function describe(error: DateValidationError): string {
  switch (error) {
    case null:
      return 'Applicants must be 18 on 1 September 2024.';
    case 'maxDate':
      return `You must be born on ${latestBirthDate.format('D MMMM YYYY')} or earlier.`;
    case 'minDate':
      return 'Check the year: this date is too far in the past.';
    case 'invalidDate':
      return 'Fill in day, month and year.';
    default:
      return 'This date cannot be used.';
  }
}

export default function DateFieldValidation() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 360 }}>
        <DateField
          label="Applicant birth date"
          defaultValue={dayjs('2007-05-20')}
          minDate={dayjs('1900-01-01')}
          maxDate={latestBirthDate}
          onError={setError}
          helperText={describe(error)}
        />
      </Stack>
    </LocalizationProvider>
  );
}
