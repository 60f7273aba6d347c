import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimeRangeWithTwoPickers() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2024-05-06T09:00'));
  const [end, setEnd] = React.useState<Dayjs | null>(dayjs('2024-05-06T12:30'));
  const valid = start !== null && end !== null && start.isValid() && end.isAfter(start);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TimePicker label="From" value={start} onChange={setStart} timeSteps={{ minutes: 15 }} />
          <TimePicker
            label="To"
            value={end}
            onChange={setEnd}
            timeSteps={{ minutes: 15 }}
            minTime={start?.isValid() ? start : undefined}
          />
        </Stack>
        <Typography variant="body2" aria-live="polite">
          {valid && start && end
            ? `Workshop from ${start.format('HH:mm')} to ${end.format('HH:mm')}`
            : 'The end must come after the start.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
