import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const start = dayjs('2024-09-02');

export default function ResponsiveDesktopMobile() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker label="Responsive" defaultValue={start} />
        <DesktopDatePicker label="Desktop" defaultValue={start} />
        <MobileDatePicker label="Mobile" defaultValue={start} />
      </Stack>
    </LocalizationProvider>
  );
}
