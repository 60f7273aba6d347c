import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const launch = dayjs('2024-09-14T21:45');

export default function DateTimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimePicker
          label="Day and hour"
          defaultValue={launch}
          views={['day', 'hours']}
          format="DD/MM/YYYY HH:00"
          ampm={false}
        />
        <DateTimePicker
          label="From the year"
          defaultValue={launch}
          views={['year', 'month', 'day', 'hours', 'minutes']}
          openTo="year"
        />
        <DateTimePicker
          label="Analog clock"
          defaultValue={launch}
          viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
