import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

const maintenanceStart = dayjs('2024-03-02T22:00');

export default function DateTimeFieldValidation() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateTimeField
          label="Maintenance end"
          defaultValue={dayjs('2024-03-02T21:00')}
          minDateTime={maintenanceStart}
          ampm={false}
          onError={setError}
          helperText={
            error === null
              ? 'After the start, 2 March 22:00.'
              : error === 'invalidDate'
                ? 'Enter a complete date and time.'
                : 'The end must come after 2 March 22:00.'
          }
        />
        <DateTimeField
          label="Maintenance start (read-only)"
          defaultValue={maintenanceStart}
          ampm={false}
          readOnly
        />
        <DateTimeField
          label="Next window (disabled)"
          defaultValue={maintenanceStart.add(1, 'month')}
          disabled
        />
      </Stack>
    </LocalizationProvider>
  );
}
