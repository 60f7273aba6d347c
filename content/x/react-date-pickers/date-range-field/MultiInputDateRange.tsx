import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro';

export default function MultiInputDateRange() {
  const [leave, setLeave] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-08-12'),
    dayjs('2024-08-23'),
  ]);
  const [start, end] = leave;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <MultiInputDateRangeField
          value={leave}
          onChange={setLeave}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'First day of leave' : 'Last day of leave',
            }),
          }}
        />
        <Typography variant="body2" aria-live="polite">
          {start?.isValid() && end?.isValid()
            ? `${end.diff(start, 'day') + 1} calendar days of leave`
            : 'Enter both dates.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
