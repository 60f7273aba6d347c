import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro';

export default function MultiInputDateTimeRange() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-07-19T17:00'),
    dayjs('2024-07-22T10:00'),
  ]);
  const [start, end] = rental;
  const hours = start?.isValid() && end?.isValid() ? end.diff(start, 'hour') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <MultiInputDateTimeRangeField
          value={rental}
          onChange={setRental}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Car pick-up' : 'Car return',
            }),
          }}
        />
        <Typography variant="body2" aria-live="polite">
          {hours === null ? 'Enter both moments.' : `Rental length: ${hours} hours`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
