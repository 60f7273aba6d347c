import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function DateOnlyAcrossZones() {
  // A birthday saved by a server as midnight UTC.
  const [birthday, setBirthday] = React.useState<Dayjs | null>(dayjs.utc('2024-05-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Shown in UTC" value={birthday} onChange={setBirthday} timezone="UTC" />
        <DatePicker
          label="Shown in Los Angeles"
          value={birthday}
          onChange={setBirthday}
          timezone="America/Los_Angeles"
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Stored: {birthday && birthday.isValid() ? birthday.toISOString() : 'invalid date'}
      </Typography>
    </LocalizationProvider>
  );
}
