import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

const now = dayjs('2024-06-10T16:20:15');

export default function TimeClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <div>
          <Typography variant="subtitle2">24 hours, opens on minutes</Typography>
          <TimeClock defaultValue={now} ampm={false} openTo="minutes" />
        </div>
        <div>
          <Typography variant="subtitle2">With seconds and view switcher</Typography>
          <TimeClock
            defaultValue={now}
            views={['hours', 'minutes', 'seconds']}
            ampmInClock
            showViewSwitcher
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
