import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro';

export default function MultiInputTimeRange() {
  const [shift, setShift] = React.useState<DateRange<Dayjs>>([
    dayjs('2024-05-06T08:00'),
    dayjs('2024-05-06T16:30'),
  ]);
  const [start, end] = shift;
  const minutes = start?.isValid() && end?.isValid() ? end.diff(start, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <MultiInputTimeRangeField
          value={shift}
          onChange={setShift}
          ampm={false}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Shift starts' : 'Shift ends',
            }),
          }}
        />
        <Typography variant="body2" aria-live="polite">
          {minutes === null
            ? 'Enter both times.'
            : `Shift length: ${Math.floor(minutes / 60)} h ${minutes % 60} min`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
