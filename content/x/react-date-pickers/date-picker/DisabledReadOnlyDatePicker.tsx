import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const signed = dayjs('2023-12-01');

export default function DisabledReadOnlyDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker label="Contract signed (disabled)" defaultValue={signed} disabled />
        <DatePicker label="Contract signed (read-only)" defaultValue={signed} readOnly />
        <DatePicker label="Renewal (no button)" defaultValue={signed} disableOpenPicker />
      </Stack>
    </LocalizationProvider>
  );
}
