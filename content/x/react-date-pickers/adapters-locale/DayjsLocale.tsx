import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
// Registers the German locale of Day.js without making it the global locale.
import 'dayjs/locale/de';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function DayjsLocale() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <DateField label="Liefertermin" defaultValue={dayjs('2024-11-20')} />
        <DateCalendar defaultValue={dayjs('2024-11-20')} />
      </Stack>
    </LocalizationProvider>
  );
}
