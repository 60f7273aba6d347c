import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

export default function TimeFieldValidation() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimeField
          label="Quiet hours start"
          defaultValue={dayjs('2024-06-10T23:10')}
          ampm={false}
          minTime={dayjs('2024-06-10T20:00')}
          minutesStep={30}
          onError={setError}
          helperText={
            error === 'minutesStep'
              ? 'Use a full or half hour.'
              : error === 'minTime'
                ? 'Quiet hours start at 20:00 at the earliest.'
                : error
                  ? 'Enter a complete time.'
                  : 'From 20:00, on the hour or half hour.'
          }
        />
        <TimeField label="Read-only" defaultValue={dayjs('2024-06-10T07:00')} readOnly />
        <TimeField label="Clearable" defaultValue={dayjs('2024-06-10T07:00')} clearable />
      </Stack>
    </LocalizationProvider>
  );
}
