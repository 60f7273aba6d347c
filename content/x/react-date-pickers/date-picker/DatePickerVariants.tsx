import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const holiday = dayjs('2024-08-05');

export default function DatePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <DatePicker label="Responsive variant" defaultValue={holiday} />
          <DesktopDatePicker label="Desktop variant" defaultValue={holiday} />
          <MobileDatePicker label="Mobile variant" defaultValue={holiday} />
        </Stack>
        <div>
          <Typography variant="subtitle2" gutterBottom>
            Static variant
          </Typography>
          <StaticDatePicker
            defaultValue={holiday}
            slotProps={{ actionBar: { actions: ['clear', 'today'] } }}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
