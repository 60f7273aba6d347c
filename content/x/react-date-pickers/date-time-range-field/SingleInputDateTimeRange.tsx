import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

export default function SingleInputDateTimeRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <SingleInputDateTimeRangeField
          label="Outage window"
          defaultValue={[dayjs('2024-03-09T23:00'), dayjs('2024-03-10T02:30')]}
          fullWidth
        />
        <SingleInputDateTimeRangeField
          label="Outage window (24-hour, ISO-like)"
          defaultValue={[dayjs('2024-03-09T23:00'), dayjs('2024-03-10T02:30')]}
          format="YYYY-MM-DD HH:mm"
          fullWidth
          clearable
        />
      </Stack>
    </LocalizationProvider>
  );
}
