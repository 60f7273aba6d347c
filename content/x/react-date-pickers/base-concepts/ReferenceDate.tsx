import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// The conference happens on one known day: only its start time is asked for.
const conferenceDay = dayjs('2025-03-12T00:00');

export default function ReferenceDate() {
  const [start, setStart] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker label="Day in March 2025" referenceDate={conferenceDay} />
          <TimePicker
            label="Talk start"
            value={start}
            onChange={setStart}
            referenceDate={conferenceDay}
          />
        </Stack>
        <Typography variant="body2" aria-live="polite">
          Talk starts at: {start?.isValid() ? start.format('YYYY-MM-DD HH:mm') : 'not set'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
