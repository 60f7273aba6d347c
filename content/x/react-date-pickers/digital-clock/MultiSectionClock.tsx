import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function MultiSectionClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <div>
          <Typography variant="subtitle2">12-hour clock</Typography>
          <MultiSectionDigitalClock defaultValue={dayjs('2024-06-10T16:45')} />
        </div>
        <div>
          <Typography variant="subtitle2">24-hour clock with seconds, 10-second steps</Typography>
          <MultiSectionDigitalClock
            defaultValue={dayjs('2024-06-10T16:45:30')}
            views={['hours', 'minutes', 'seconds']}
            ampm={false}
            timeSteps={{ minutes: 1, seconds: 10 }}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
