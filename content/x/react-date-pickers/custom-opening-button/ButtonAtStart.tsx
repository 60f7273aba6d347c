import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function ButtonAtStart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Start of lease"
          defaultValue={dayjs('2025-01-01')}
          slotProps={{ inputAdornment: { position: 'start' } }}
        />
        <DateTimePicker
          label="Key handover"
          defaultValue={dayjs('2025-01-01T09:00')}
          slotProps={{ inputAdornment: { position: 'start' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
