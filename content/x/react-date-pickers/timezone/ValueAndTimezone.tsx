import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

function describe(value: Dayjs | null) {
  return value?.isValid() ? value.format('YYYY-MM-DD HH:mm Z') : 'none';
}

export default function ValueAndTimezone() {
  // A value created in Tokyo time: 09:00 in Tokyo, 01:00 in Paris.
  const [first, setFirst] = useState<Dayjs | null>(dayjs.tz('2024-11-20T09:00', 'Asia/Tokyo'));
  const [second, setSecond] = useState<Dayjs | null>(dayjs.tz('2024-11-20T09:00', 'Asia/Tokyo'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ justifyContent: 'center' }}>
        <Stack spacing={1}>
          <DateTimePicker label="No timezone prop" value={first} onChange={setFirst} ampm={false} />
          <Typography variant="body2">Value in state: {describe(first)}</Typography>
        </Stack>
        <Stack spacing={1}>
          <DateTimePicker
            label='timezone="Europe/Paris"'
            value={second}
            onChange={setSecond}
            timezone="Europe/Paris"
            ampm={false}
          />
          <Typography variant="body2">Value in state: {describe(second)}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
