import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function SeparateDateAndTime() {
  // One value, edited by two pickers: each keeps the part the other one set.
  const [meeting, setMeeting] = React.useState<Dayjs | null>(dayjs('2024-10-08T14:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker label="Meeting day" value={meeting} onChange={setMeeting} />
          <TimePicker label="Meeting time" value={meeting} onChange={setMeeting} />
        </Stack>
        <Typography variant="body2" aria-live="polite">
          Combined value: {meeting?.isValid() ? meeting.format('YYYY-MM-DD HH:mm') : 'incomplete'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
