import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro';

export default function RangeFields() {
  const [leave, setLeave] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-12-23'),
    dayjs('2025-01-03'),
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
              label: position === 'start' ? 'Leave starts' : 'Leave ends',
            }),
          }}
        />
        <SingleInputDateRangeField label="Leave" value={leave} onChange={setLeave} />
        <Typography variant="body2" aria-live="polite">
          {start?.isValid() && end?.isValid()
            ? `${end.diff(start, 'day') + 1} days of leave`
            : 'Enter both dates.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
