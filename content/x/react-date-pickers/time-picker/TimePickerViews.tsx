import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const lap = dayjs('2024-04-15T00:04:37');

export default function TimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TimePicker
          label="Lap time"
          defaultValue={lap}
          views={['minutes', 'seconds']}
          format="mm:ss"
        />
        <TimePicker
          label="24-hour clock"
          defaultValue={dayjs('2024-04-15T18:20')}
          ampm={false}
          openTo="minutes"
        />
        <TimePicker
          label="Analog clock"
          defaultValue={dayjs('2024-04-15T07:15')}
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
