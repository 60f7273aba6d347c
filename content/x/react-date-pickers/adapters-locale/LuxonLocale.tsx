import Stack from '@mui/material/Stack';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function LuxonLocale() {
  return (
    // Luxon reads its locale data from the browser's Intl API: no import needed.
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="ja">
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <DateTimeField label="配達日時" />
        <DateCalendar />
      </Stack>
    </LocalizationProvider>
  );
}
