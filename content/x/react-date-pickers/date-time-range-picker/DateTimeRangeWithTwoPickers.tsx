import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimeRangeWithTwoPickers() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2024-07-19T17:00'));
  const [end, setEnd] = React.useState<Dayjs | null>(dayjs('2024-07-22T10:00'));
  const valid = start !== null && end !== null && start.isValid() && end.isAfter(start);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <DateTimePicker label="Pick-up" value={start} onChange={setStart} />
          <DateTimePicker
            label="Return"
            value={end}
            onChange={setEnd}
            minDateTime={start?.isValid() ? start : undefined}
          />
        </Stack>
        <Typography variant="body2" aria-live="polite">
          {valid && start && end
            ? `${end.diff(start, 'hour')} hours, from ${start.format('ddd D MMM HH:mm')} to ${end.format('ddd D MMM HH:mm')}`
            : 'The return must come after the pick-up.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
