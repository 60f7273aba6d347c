import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

const kickOff = dayjs('2024-09-14T15:30');

export default function DateTimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <DateTimePicker label="Responsive variant" defaultValue={kickOff} />
          <DesktopDateTimePicker label="Desktop variant" defaultValue={kickOff} />
          <MobileDateTimePicker label="Mobile variant" defaultValue={kickOff} />
        </Stack>
        <div>
          <Typography variant="subtitle2" gutterBottom>
            Static variant
          </Typography>
          <StaticDateTimePicker defaultValue={kickOff} />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
