import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <div>
          <Typography variant="subtitle2">Office hours, 10-minute steps</Typography>
          <TimeClock
            defaultValue={dayjs('2024-06-10T10:00')}
            minTime={dayjs('2024-06-10T08:00')}
            maxTime={dayjs('2024-06-10T18:00')}
            minutesStep={10}
          />
        </div>
        <div>
          <Typography variant="subtitle2">Read-only</Typography>
          <TimeClock defaultValue={dayjs('2024-06-10T03:45')} readOnly />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
