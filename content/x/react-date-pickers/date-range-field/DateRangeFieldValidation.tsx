import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro';

export default function DateRangeFieldValidation() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);
  const message = error.includes('invalidRange')
    ? 'The end date is before the start date.'
    : error.includes('disableFuture')
      ? 'Statements cover past days only.'
      : error[0] || error[1]
        ? 'Enter two complete dates.'
        : 'A period in the past.';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 480 }}>
        <SingleInputDateRangeField
          label="Statement period"
          defaultValue={[dayjs('2024-03-31'), dayjs('2024-03-01')]}
          disableFuture
          onError={setError}
          helperText={message}
        />
        <MultiInputDateRangeField
          defaultValue={[dayjs('2024-01-01'), dayjs('2024-01-31')]}
          readOnly
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Closed period start' : 'Closed period end',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
