import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

const standUp = dayjs('2024-04-15T09:30');

export default function TimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TimePicker label="Responsive variant" defaultValue={standUp} />
          <DesktopTimePicker label="Desktop variant" defaultValue={standUp} />
          <MobileTimePicker label="Mobile variant" defaultValue={standUp} />
        </Stack>
        <div>
          <Typography variant="subtitle2" gutterBottom>
            Static variant
          </Typography>
          <StaticTimePicker defaultValue={standUp} />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
