import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const deploy = dayjs('2024-02-29T23:12:05');

export default function DateTimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimeField label="Locale default" defaultValue={deploy} />
        <DateTimeField label="24-hour" defaultValue={deploy} ampm={false} />
        <DateTimeField label="ISO-like" defaultValue={deploy} format="YYYY-MM-DD HH:mm:ss" />
        <DateTimeField label="Readable" defaultValue={deploy} format="ddd D MMM, h:mm a" />
      </Stack>
    </LocalizationProvider>
  );
}
