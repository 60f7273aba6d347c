import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const checkout = dayjs('2024-04-15T11:00');

export default function DisabledReadOnlyTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TimePicker label="Check-out (disabled)" defaultValue={checkout} disabled />
        <TimePicker label="Check-out (read-only)" defaultValue={checkout} readOnly />
      </Stack>
    </LocalizationProvider>
  );
}
