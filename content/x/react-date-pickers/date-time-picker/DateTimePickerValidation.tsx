import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// Registration opens on 2 September at 09:00 and closes on 30 September at 18:00.
const opens = dayjs('2024-09-02T09:00');
const closes = dayjs('2024-09-30T18:00');

export default function DateTimePickerValidation() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimePicker
          label="Registration time"
          defaultValue={dayjs('2024-09-02T08:30')}
          minDateTime={opens}
          maxDateTime={closes}
          timeSteps={{ minutes: 15 }}
          onError={setError}
          slotProps={{
            textField: {
              helperText:
                error === 'minDate' || error === 'minTime'
                  ? 'Registration opens on 2 September at 9:00.'
                  : error === 'maxDate' || error === 'maxTime'
                    ? 'Registration closed on 30 September at 18:00.'
                    : error
                      ? 'Enter a complete date and time.'
                      : 'Between 2 Sept 9:00 and 30 Sept 18:00.',
            },
          }}
        />
        <DateTimePicker label="Read-only" defaultValue={opens} readOnly />
        <DateTimePicker label="Disabled" defaultValue={opens} disabled />
      </Stack>
    </LocalizationProvider>
  );
}
