import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const meeting = dayjs('2024-05-06T09:05');

export default function FieldFormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <DateField label="Dense (default)" defaultValue={meeting} format="DD/MM/YYYY" />
          <DateField
            label="Spacious"
            defaultValue={meeting}
            format="DD/MM/YYYY"
            formatDensity="spacious"
          />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <DateField
            label="Week day and month name"
            defaultValue={meeting}
            format="ddd D MMM YYYY"
          />
          <TimeField label="24-hour time" defaultValue={meeting} format="HH:mm" />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
